import type { ReactNode } from 'react';
import { useEditRow } from '../lib/use-edit-row';
import { FieldError } from './field-error';
import { SaveConflict } from './save-conflict';
import './records.css';

export interface RecordColumn<V> {
  field: keyof V & string;
  label: string;
}

/** What a field's control needs: wired to the row's form, labelled by its column. */
export interface FieldControl {
  form: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

const textInput = (control: FieldControl) => (
  <input
    form={control.form}
    aria-label={control.label}
    value={control.value}
    onChange={(event) => control.onChange(event.target.value)}
  />
);

/**
 * An add or edit row of a records table: a control per column ('Please fill out the {field}
 * field.' under each empty one, the server's field errors after that), Save and Cancel, and on
 * a 409 the saved version beside the user's own with "Keep mine" and "Take theirs". Blank cells
 * stand for the table's other columns, `leadingCells` before the fields, `trailingCells` after.
 */
export function RecordEditRow<V extends Record<string, string>>({
  formPrefix,
  label,
  columns,
  initial,
  submitLabel,
  leadingCells = 0,
  trailingCells = 0,
  missingFields,
  normalize,
  control = (_field, props) => textInput(props),
  note,
  show,
  onSave,
  onCancel,
  onRefused,
  fromConflict,
}: {
  /** The form's id is `{formPrefix}-{label}`. */
  formPrefix: string;
  label: string;
  columns: readonly RecordColumn<V>[];
  initial: V;
  submitLabel: string;
  leadingCells?: number;
  trailingCells?: number;
  missingFields: (values: V) => Record<string, string>;
  normalize?: (field: keyof V & string, value: string) => string;
  /** The control of a field (a text input unless said otherwise). */
  control?: (field: keyof V & string, props: FieldControl) => ReactNode;
  /** A message under a field when it has no error of its own. */
  note?: (field: keyof V & string) => string | undefined;
  /** How a field's value reads in the conflict table. */
  show?: (field: keyof V & string, value: string) => string;
  onSave: (values: V) => Promise<void>;
  onCancel: () => void;
  onRefused: (error: unknown) => void;
  /** Edit rows: the saved record of a 409 as form values, shown beside the user's own. */
  fromConflict?: (error: unknown) => V | undefined;
}) {
  const row = useEditRow({ initial, missingFields, normalize, onSave, onCancel, onRefused, fromConflict });
  const formId = `${formPrefix}-${label.replace(/\W+/g, '-')}`;
  const blanks = (count: number, key: string) =>
    Array.from({ length: count }, (_, index) => <td key={`${key}${index}`} />);

  return (
    <>
      <tr className="edit-row" aria-label={label}>
        {blanks(leadingCells, 'lead')}
        {columns.map(({ field, label: column }) => (
          <td key={field}>
            {/* The column heading, for phones where the row is a card and the heading is hidden. */}
            <span className="edit-cell-name" aria-hidden="true">
              {column}
            </span>
            {control(field, {
              form: formId,
              label: column,
              value: row.values[field] ?? '',
              onChange: (value) => row.setField(field, value),
            })}
            <FieldError message={row.errors[field] ?? note?.(field)} />
          </td>
        ))}
        {blanks(trailingCells, 'trail')}
        <td className="row-actions">
          <form id={formId} onSubmit={row.handleSubmit} noValidate>
            <button type="submit" className="button primary small" disabled={row.saving}>
              {row.saving ? 'Saving...' : submitLabel}
            </button>
            <button type="button" className="button secondary small" onClick={onCancel}>
              Cancel
            </button>
          </form>
        </td>
      </tr>
      {row.conflict && (
        <tr className="edit-row-conflict">
          <td colSpan={leadingCells + columns.length + trailingCells + 1}>
            <SaveConflict
              columns={columns}
              mine={row.values}
              theirs={row.conflict}
              busy={row.saving}
              show={show}
              onKeepMine={row.keepMine}
              onTakeTheirs={row.takeTheirs}
            />
          </td>
        </tr>
      )}
    </>
  );
}
