import { useState } from 'react';
import type { UndoableRemoval } from '../lib/use-undoable-removal';
import { ConfirmDeleteDialog } from './confirm-dialog';
import { ScheduleWarnings } from './schedule-warnings';
import './removal-prompts.css';

/**
 * The two moments of a removal: the spec's "Are you sure you want to delete?" before it, and
 * "Removed … Undo" after it (with whatever the last try said).
 */
export function RemovalPrompts({
  removal,
  confirmLabel = 'Delete',
}: {
  removal: UndoableRemoval;
  confirmLabel?: string;
}) {
  const { asking, removed, busy, message, error, warnings } = removal;
  const [reason, setReason] = useState('');
  const needsReason = asking?.reasonLabel !== undefined;
  return (
    <>
      {asking && (
        <ConfirmDeleteDialog
          text={`This will remove ${asking.what}. You can undo it afterwards.`}
          confirmLabel={confirmLabel}
          busy={busy}
          confirmDisabled={needsReason && reason.trim() === ''}
          onCancel={() => {
            setReason('');
            removal.cancel();
          }}
          onConfirm={() => {
            void removal.confirm(reason.trim());
            setReason('');
          }}
        >
          {needsReason && (
            <label className="field">
              {asking.reasonLabel}
              <textarea rows={2} maxLength={500} required value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
          )}
        </ConfirmDeleteDialog>
      )}
      {removed && (
        <span className="removed-notice" role="status">
          Removed {removed.what}.
          {removed.undoable && (
            <button type="button" className="link-button" disabled={busy} onClick={() => void removal.undo()}>
              Undo
            </button>
          )}
          <button type="button" className="link-button" aria-label="Dismiss" onClick={removal.dismiss}>
            ×
          </button>
        </span>
      )}
      {warnings && (
        <ScheduleWarnings
          warnings={warnings}
          busy={busy}
          onSaveAnyway={() => void removal.undo(true)}
          onCancel={removal.keepRemoved}
        />
      )}
      {message && (
        <span className="removed-notice" role="status">
          {message}
        </span>
      )}
      {error && (
        <span className="error-text" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
