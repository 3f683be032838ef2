import { RecordHistory } from '../ui/record-history';
import { useVersionedEdit } from '../lib/use-versioned-edit';
import { useState } from 'react';
import { formatUsDate } from '../../shared/dates.js';
import type { OperativeEntry } from '../../shared/schemas/operative-log.js';
import { ConfirmDeleteDialog } from '../ui/confirm-dialog';
import { operativeLogApi } from './api';
import { OperativeEditRow } from './operative-edit-row';
import { entryToForm, formToBody, OPERATIVE_COLUMNS, type OperativeFormValues } from './operative-form';
import { useOperativeLogStore } from './store';

/**
 * The operative log table. `editable(entry)` says which rows offer Edit and Delete (only
 * entries added today, and only to those who may write); an add row on top while `adding`.
 */
export function OperativeTable({
  label,
  entries,
  editable,
  adding = false,
  showDate = false,
  onAdded,
  onCancelAdd,
  onRefused,
}: {
  label: string;
  entries: OperativeEntry[];
  editable: (entry: OperativeEntry) => boolean;
  adding?: boolean;
  showDate?: boolean;
  onAdded?: () => void;
  onCancelAdd?: () => void;
  onRefused: (error: unknown) => void;
}) {
  const upsert = useOperativeLogStore((state) => state.upsert);
  const edit = useVersionedEdit(upsert);
  const [deleting, setDeleting] = useState<OperativeEntry | null>(null);
  const anyEditable = adding || entries.some(editable);
  const extraCells = showDate ? 1 : 0;

  const handleAdd = async (values: OperativeFormValues) => {
    upsert(await operativeLogApi.create(formToBody(values)));
    onAdded?.();
  };
  const handleEdit = (entry: OperativeEntry) => async (values: OperativeFormValues) => {
    await edit.save((version) => operativeLogApi.update(entry.id, { ...formToBody(values), version }));
  };
  const handleDelete = async () => {
    if (!deleting) return;
    const entry = deleting;
    setDeleting(null);
    try {
      upsert(await operativeLogApi.archive(entry.id));
    } catch (error) {
      onRefused(error);
    }
  };

  return (
    <>
      <table className="data-table card-table operative-table" aria-label={label}>
        <thead>
          <tr>
            {showDate && <th>Date</th>}
            {OPERATIVE_COLUMNS.map(({ field, label: column }) => (
              <th key={field}>{column}</th>
            ))}
            {anyEditable && <th className="no-print">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {adding && (
            <OperativeEditRow
              label="New entry"
              submitLabel="Add"
              extraCells={extraCells}
              onSave={handleAdd}
              onCancel={() => onCancelAdd?.()}
              onRefused={onRefused}
            />
          )}
          {entries.map((entry) =>
            edit.editingId === entry.id ? (
              <OperativeEditRow
                key={entry.id}
                label={`Editing ${entry.first_name} ${entry.last_name}`}
                initial={entryToForm(entry)}
                submitLabel="Save"
                extraCells={extraCells}
                onSave={handleEdit(entry)}
                onCancel={edit.cancel}
                onRefused={onRefused}
                fromCurrent={(current) => entryToForm(current as OperativeEntry)}
              />
            ) : (
              <tr key={entry.id}>
                {showDate && <td data-label="Date">{formatUsDate(entry.created_on)}</td>}
                <td data-label="First Name">{entry.first_name}</td>
                <td data-label="Last Name">{entry.last_name}</td>
                <td data-label="MRN">{entry.mrn}</td>
                <td data-label="Surgeon" title={entry.surgeon_name}>
                  {entry.surgeon_initial}
                </td>
                <td data-label="Assistant" title={entry.assistant_name}>
                  {entry.assistant_initial}
                </td>
                <td data-label="Diagnosis">{entry.diagnosis}</td>
                <td data-label="Procedure">{entry.procedure}</td>
                <td data-label="Facility">{entry.facility}</td>
                {anyEditable && (
                  <td className="row-actions no-print">
                    {editable(entry) && (
                      <>
                        <button
                          type="button"
                          className="button secondary small"
                          aria-label={`Edit ${entry.first_name} ${entry.last_name}`}
                          onClick={() => edit.start(entry)}
                        >
                          Edit
                        </button>{' '}
                        <RecordHistory
                          area="operative-log"
                          id={entry.id}
                          name={`${entry.first_name} ${entry.last_name}`}
                        />
                        <button
                          type="button"
                          className="button danger small"
                          aria-label={`Delete ${entry.first_name} ${entry.last_name}`}
                          onClick={() => setDeleting(entry)}
                        >
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ),
          )}
          {entries.length === 0 && !adding && (
            <tr>
              <td colSpan={OPERATIVE_COLUMNS.length + extraCells + (anyEditable ? 1 : 0)} className="empty-row">
                No entries.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {deleting && <ConfirmDeleteDialog onCancel={() => setDeleting(null)} onConfirm={handleDelete} />}
    </>
  );
}
