import { useCallback, useEffect, useState } from 'react';
import type { AuditArea, AuditEntry } from '../../shared/schemas/audit.js';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from '../lib/api-client';
import { scheduleWarningsOf } from '../lib/schedule-warnings';
import { ScheduleWarnings } from './schedule-warnings';
import { Modal } from '../ui/modal';
import { auditApi } from '../lib/audit-api';
import { whenOf } from './describe-history-entry';
import './history.css';

export interface HistoryDialogProps {
  title: string;
  area: AuditArea;
  id: string | number;
  /** One line per entry: what changed (e.g. "2nd: SW → DR"). */
  describe: (entry: AuditEntry) => string;
  onClose: () => void;
}

/**
 * A record's change history, newest first, with Undo on the entries the caller may undo now; an
 * entry the record has changed since says so ("Changed since") instead of offering Undo.
 */
export function HistoryDialog({ title, area, id, describe, onClose }: HistoryDialogProps) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [message, setMessage] = useState('');
  const [warned, setWarned] = useState<{ entry: AuditEntry; warnings: ScheduleWarning[] } | null>(null);
  const load = useCallback(
    () => auditApi.history(area, id).then(setEntries, () => setMessage('Could not load the history.')),
    [area, id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  // A soft rule meets the undo as it meets a save: its warnings beside the entry, with "Save anyway".
  const handleUndo = async (entry: AuditEntry, acknowledgeWarnings = false) => {
    setMessage('');
    setWarned(null);
    try {
      await auditApi.undo(entry.id, acknowledgeWarnings);
      setMessage('Undone.');
    } catch (error) {
      const warnings = scheduleWarningsOf(error);
      if (warnings) setWarned({ entry, warnings });
      else
        setMessage(error instanceof ApiError && error.status > 0 ? error.message : 'Could not undo. Please try again.');
    }
    await load();
  };

  return (
    <Modal title={title} onClose={onClose} wide>
      {entries === null ? (
        <p>Loading...</p>
      ) : entries.length === 0 ? (
        <p>No changes recorded.</p>
      ) : (
        <ol className="audit-history" aria-label={title}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {describe(entry)}, {entry.actor_name}, {whenOf(entry.at).day} {whenOf(entry.at).time}
                {entry.action === 'undo' ? ' (undo)' : ''}
              </span>
              {entry.undoable ? (
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => handleUndo(entry)}
                  aria-label={`Undo: ${describe(entry)}, ${entry.actor_name}`}
                >
                  Undo
                </button>
              ) : (
                entry.undo_note && <span className="audit-undo-note">{entry.undo_note}</span>
              )}
              {warned?.entry.id === entry.id && (
                <ScheduleWarnings
                  warnings={warned.warnings}
                  onSaveAnyway={() => handleUndo(entry, true)}
                  onCancel={() => setWarned(null)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {message && <p role="status">{message}</p>}
    </Modal>
  );
}
