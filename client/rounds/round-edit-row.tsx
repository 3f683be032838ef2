import { RecordEditRow } from '../ui/record-edit-row';
import { emptyRoundForm, missingRoundFields, normalizeField, ROUND_COLUMNS, type RoundFormValues } from './round-form';

/**
 * An add or edit row of the rounds table: the nine fields (notes keep their 'Diet: ' prefix),
 * a blank S/O D/C cell and `extraCells` more before the actions.
 */
export function RoundEditRow({
  initial = emptyRoundForm(),
  extraCells = 0,
  ...props
}: {
  extraCells?: number;
  initial?: RoundFormValues;
  submitLabel: string;
  label: string;
  onSave: (values: RoundFormValues) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
  fromConflict?: (error: unknown) => RoundFormValues | undefined;
}) {
  return (
    <RecordEditRow
      {...props}
      formPrefix="round-form"
      columns={ROUND_COLUMNS}
      initial={initial}
      trailingCells={1 + extraCells}
      missingFields={missingRoundFields}
      normalize={normalizeField}
      control={(field, control) => (
        <input
          form={control.form}
          aria-label={control.label}
          value={control.value}
          className={field === 'notes' ? 'wide-input' : undefined}
          onChange={(event) => control.onChange(event.target.value)}
        />
      )}
    />
  );
}
