import { RecordEditRow } from '../ui/record-edit-row';
import {
  emptyOperativeForm,
  missingOperativeFields,
  OPERATIVE_COLUMNS,
  type OperativeFormValues,
} from './operative-form';
import { useSurgeons } from './use-surgeons';

const isPhysicianField = (field: string) => field === 'surgeon' || field === 'assistant';

/** An add or edit row of the operative log: surgeon and assistant picked among active physicians. */
export function OperativeEditRow({
  initial = emptyOperativeForm(),
  extraCells = 0,
  ...props
}: {
  initial?: OperativeFormValues;
  submitLabel: string;
  label: string;
  extraCells?: number;
  onSave: (values: OperativeFormValues) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
  fromConflict?: (error: unknown) => OperativeFormValues | undefined;
}) {
  const { surgeons, error: surgeonsError } = useSurgeons();
  return (
    <RecordEditRow
      {...props}
      formPrefix="operative-form"
      columns={OPERATIVE_COLUMNS}
      initial={initial}
      leadingCells={extraCells}
      missingFields={missingOperativeFields}
      control={(field, control) =>
        isPhysicianField(field) ? (
          <select
            form={control.form}
            aria-label={control.label}
            value={control.value}
            onChange={(event) => control.onChange(event.target.value)}
          >
            <option value="">Select {control.label.toLowerCase()}</option>
            {surgeons.map((surgeon) => (
              <option key={surgeon.id} value={surgeon.id}>
                {surgeon.initial} — {surgeon.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            form={control.form}
            aria-label={control.label}
            value={control.value}
            onChange={(event) => control.onChange(event.target.value)}
          />
        )
      }
      note={(field) => (field === 'surgeon' ? (surgeonsError ?? undefined) : undefined)}
      show={(field, value) =>
        isPhysicianField(field) ? (surgeons.find((s) => String(s.id) === value)?.initial ?? value) : value
      }
    />
  );
}
