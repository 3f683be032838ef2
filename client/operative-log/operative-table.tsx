import { RecordHistory } from '../ui/record-history';
import { formatUsDate } from '../../shared/dates.js';
import type { OperativeEntry } from '../../shared/schemas/operative-log.js';
import { useRecordTable } from '../lib/use-record-table';
import { RecordRowActions } from '../ui/record-row-actions';
import { RecordTable } from '../ui/record-table';
import { operativeLogApi, savedEntryOf } from './api';
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
  const table = useRecordTable<OperativeEntry, OperativeFormValues>({
    upsert: useOperativeLogStore((state) => state.upsert),
    create: (values) => operativeLogApi.create(formToBody(values)),
    update: (id, values, version) => operativeLogApi.update(id, { ...formToBody(values), version }),
    archive: operativeLogApi.archive,
    savedOf: savedEntryOf,
    onRefused,
  });
  const extraCells = showDate ? 1 : 0;
  const headings = [...(showDate ? ['Date'] : []), ...OPERATIVE_COLUMNS.map((column) => column.label)];
  const nameOf = (entry: OperativeEntry) => `${entry.first_name} ${entry.last_name}`;

  return (
    <RecordTable
      label={label}
      className="operative-table"
      headings={headings}
      records={entries}
      addRow={
        adding && (
          <OperativeEditRow
            label="New entry"
            submitLabel="Add"
            extraCells={extraCells}
            onSave={async (values) => {
              await table.add(values);
              onAdded?.();
            }}
            onCancel={() => onCancelAdd?.()}
            onRefused={onRefused}
          />
        )
      }
      editingId={table.editingId}
      editRow={(entry) => (
        <OperativeEditRow
          label={`Editing ${nameOf(entry)}`}
          initial={entryToForm(entry)}
          submitLabel="Save"
          extraCells={extraCells}
          onSave={table.saveEdit(entry)}
          onCancel={table.cancelEdit}
          onRefused={onRefused}
          fromConflict={(error) => {
            const saved = savedEntryOf(error);
            return saved && entryToForm(saved);
          }}
        />
      )}
      cells={(entry) => (
        <>
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
        </>
      )}
      actions={(entry) => (
        <RecordRowActions
          name={nameOf(entry)}
          onEdit={editable(entry) ? () => table.startEdit(entry) : undefined}
          history={<RecordHistory area="operative-log" id={entry.id} name={nameOf(entry)} />}
          onDelete={editable(entry) ? () => table.askDelete(entry) : undefined}
        />
      )}
      deleting={table.deleting !== null}
      onCancelDelete={table.cancelDelete}
      onConfirmDelete={table.confirmDelete}
    />
  );
}
