import { useState } from 'react';
import { useRowSubmit } from '../lib/use-row-submit';
import { FieldError } from '../ui/field-error';
import { SaveConflict } from '../ui/save-conflict';
import {
  emptyOperativeForm,
  missingOperativeFields,
  OPERATIVE_COLUMNS,
  type OperativeFormValues,
} from './operative-form';
import { useSurgeons } from './use-surgeons';

/** An add or edit row of the operative log: surgeon and assistant picked among active physicians. */
export function OperativeEditRow({
  initial = emptyOperativeForm(),
  submitLabel,
  label,
  extraCells = 0,
  onSave,
  onCancel,
  onRefused,
  fromCurrent,
}: {
  initial?: OperativeFormValues;
  submitLabel: string;
  label: string;
  extraCells?: number;
  onSave: (values: OperativeFormValues) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
  /** Edit rows: the saved record of a 409 as form values, shown beside the user's own. */
  fromCurrent?: (current: unknown) => OperativeFormValues;
}) {
  const { surgeons, error: surgeonsError } = useSurgeons();
  const [values, setValues] = useState(initial);
  const formId = `operative-form-${label.replace(/\W+/g, '-')}`;

  const { errors, saving, handleSubmit, conflict, keepMine, dismissConflict } = useRowSubmit(
    values,
    missingOperativeFields,
    onSave,
    onRefused,
    fromCurrent,
  );
  const columnCount = OPERATIVE_COLUMNS.length + 1 + extraCells;

  return (
    <>
      <tr className="edit-row" aria-label={label}>
        {Array.from({ length: extraCells }, (_, index) => (
          <td key={index} />
        ))}
        {OPERATIVE_COLUMNS.map(({ field, label: column }) => (
          <td key={field}>
            {field === 'surgeon' || field === 'assistant' ? (
              <select
                form={formId}
                aria-label={column}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              >
                <option value="">Select</option>
                {surgeons.map((surgeon) => (
                  <option key={surgeon.id} value={surgeon.id}>
                    {surgeon.initial} — {surgeon.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                form={formId}
                aria-label={column}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            )}
            <FieldError message={errors[field] ?? (field === 'surgeon' ? (surgeonsError ?? undefined) : undefined)} />
          </td>
        ))}
        <td className="row-actions">
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <button type="submit" className="button primary small" disabled={saving}>
              {saving ? 'Saving...' : submitLabel}
            </button>
            <button type="button" className="button secondary small" onClick={onCancel}>
              Cancel
            </button>
          </form>
        </td>
      </tr>
      {conflict && (
        <tr className="edit-row-conflict">
          <td colSpan={columnCount}>
            <SaveConflict
              columns={OPERATIVE_COLUMNS}
              mine={values}
              theirs={conflict}
              busy={saving}
              show={(field, value) =>
                field === 'surgeon' || field === 'assistant'
                  ? (surgeons.find((s) => String(s.id) === value)?.initial ?? value)
                  : value
              }
              onKeepMine={() => void keepMine()}
              onTakeTheirs={() => {
                dismissConflict();
                onCancel();
              }}
            />
          </td>
        </tr>
      )}
    </>
  );
}
