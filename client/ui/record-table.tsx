import { Fragment, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from './confirm-dialog';
import './records.css';

/**
 * The shell of a records table: its headings and an Actions column (the row's history for every
 * reader, edit and delete for writers), the add row on top, each record as its cells and actions
 * or, while edited, as its edit row; 'No entries.' when there is nothing; the delete
 * confirmation while `deleting`.
 */
export function RecordTable<R extends { id: number }>({
  label,
  className,
  headings,
  records,
  addRow,
  editingId,
  editRow,
  cells,
  actions,
  deleting,
  onCancelDelete,
  onConfirmDelete,
}: {
  label: string;
  className: string;
  headings: readonly string[];
  records: readonly R[];
  /** The add row, while adding. */
  addRow?: ReactNode;
  editingId: number | null;
  editRow: (record: R) => ReactNode;
  cells: (record: R) => ReactNode;
  actions: (record: R) => ReactNode;
  deleting: boolean;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}) {
  return (
    <>
      <table className={`data-table card-table records-table ${className}`} aria-label={label}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading}>{heading}</th>
            ))}
            <th className="no-print">Actions</th>
          </tr>
        </thead>
        <tbody>
          {addRow}
          {records.map((record) => (
            <Fragment key={record.id}>
              {editingId === record.id ? (
                editRow(record)
              ) : (
                <tr>
                  {cells(record)}
                  <td className="row-actions no-print">{actions(record)}</td>
                </tr>
              )}
            </Fragment>
          ))}
          {records.length === 0 && !addRow && (
            <tr>
              <td colSpan={headings.length + 1} className="empty-row">
                No entries.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {deleting && <ConfirmDeleteDialog onCancel={onCancelDelete} onConfirm={onConfirmDelete} />}
    </>
  );
}
