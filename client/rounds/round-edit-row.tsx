import { useState } from 'react';
import { useRowSubmit } from '../lib/use-row-submit';
import { FieldError } from '../ui/field-error';
import { SaveConflict } from '../ui/save-conflict';
import { emptyRoundForm, missingRoundFields, normalizeField, ROUND_COLUMNS, type RoundFormValues } from './round-form';

/**
 * An add or edit row of the rounds table: the nine fields, 'Please fill out the {field} field.'
 * under each empty one, the server's field errors after that. Cancel drops the changes.
 */
export function RoundEditRow({
  initial = emptyRoundForm(),
  submitLabel,
  label,
  onSave,
  onCancel,
  onRefused,
  fromCurrent,
  extraCells = 0,
}: {
  extraCells?: number;
  initial?: RoundFormValues;
  submitLabel: string;
  label: string;
  onSave: (values: RoundFormValues) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
  /** Edit rows: the saved record of a 409 as form values, shown beside the user's own. */
  fromCurrent?: (current: unknown) => RoundFormValues;
}) {
  const [values, setValues] = useState(initial);
  const formId = `round-form-${label.replace(/\W+/g, '-')}`;

  const { errors, saving, handleSubmit, conflict, keepMine, dismissConflict } = useRowSubmit(
    values,
    missingRoundFields,
    onSave,
    onRefused,
    fromCurrent,
  );
  const columnCount = ROUND_COLUMNS.length + 2 + extraCells;

  return (
    <>
      <tr className="edit-row" aria-label={label}>
        {ROUND_COLUMNS.map(({ field, label: column }) => (
          <td key={field}>
            <input
              form={formId}
              aria-label={column}
              value={values[field]}
              className={field === 'notes' ? 'wide-input' : undefined}
              onChange={(event) => setValues({ ...values, [field]: normalizeField(field, event.target.value) })}
            />
            <FieldError message={errors[field]} />
          </td>
        ))}
        <td />
        {Array.from({ length: extraCells }, (_, index) => (
          <td key={index} />
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
              columns={ROUND_COLUMNS}
              mine={values}
              theirs={conflict}
              busy={saving}
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
