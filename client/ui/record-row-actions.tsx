import type { ReactNode } from 'react';

/** (When `onEdit`) Edit, the row's history and (when `onDelete`) Delete, named after the record's patient. */
export function RecordRowActions({
  name,
  onEdit,
  history,
  onDelete,
  deleteDisabled,
}: {
  name: string;
  onEdit?: () => void;
  history: ReactNode;
  onDelete?: () => void;
  deleteDisabled?: boolean;
}) {
  return (
    <>
      {onEdit && (
        <>
          <button type="button" className="button secondary small" aria-label={`Edit ${name}`} onClick={onEdit}>
            Edit
          </button>{' '}
        </>
      )}
      {history}
      {onDelete && (
        <button
          type="button"
          className="button danger small"
          aria-label={`Delete ${name}`}
          disabled={deleteDisabled}
          onClick={onDelete}
        >
          Delete
        </button>
      )}
    </>
  );
}
