import { useState } from 'react';
import { useRowSubmit } from '../lib/use-row-submit';
import { FieldError } from '../ui/field-error';
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
  extraCells = 0,
}: {
  extraCells?: number;
  initial?: RoundFormValues;
  submitLabel: string;
  label: string;
  onSave: (values: RoundFormValues) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
}) {
  const [values, setValues] = useState(initial);
  const formId = `round-form-${label.replace(/\W+/g, '-')}`;

  const { errors, saving, handleSubmit } = useRowSubmit(values, missingRoundFields, onSave, onRefused);

  return (
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
      {Array.from({ length: extraCells }, (_, index) => <td key={index} />)}
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
  );
}
