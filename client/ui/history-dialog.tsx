import { useCallback, useEffect, useState } from 'react';
import type { AuditArea, AuditEntry } from '../../shared/schemas/audit.js';
import { refusalWords } from '../lib/save-outcome';
import { useSave } from '../lib/use-save';
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
  const [undoing, setUndoing] = useState<number | null>(null);
  const load = useCallback(
    () => auditApi.history(area, id).then(setEntries, () => setMessage('Could not load the history.')),
    [area, id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  // A soft rule meets the undo as it meets a save: its warnings beside the entry, with "Save anyway".
  const undo = useSave((entry: AuditEntry, acknowledge: boolean) => auditApi.undo(entry.id, acknowledge), {
    onSaved: () => setMessage('Undone.'),
    refusalOf: (error) => refusalWords(error, 'Could not undo. Please try again.'),
  });
  const handleUndo = async (send: () => Promise<void>) => {
    setMessage('');
    await send();
    await load();
  };
  const shown = message || undo.refusal;

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
                  onClick={() => {
                    setUndoing(entry.id);
                    void handleUndo(() => undo.run(entry));
                  }}
                  aria-label={`Undo: ${describe(entry)}, ${entry.actor_name}`}
                >
                  Undo
                </button>
              ) : (
                entry.undo_note && <span className="audit-undo-note">{entry.undo_note}</span>
              )}
              {undo.warnings && undoing === entry.id && (
                <ScheduleWarnings
                  warnings={undo.warnings}
                  onSaveAnyway={() => void handleUndo(undo.saveAnyway)}
                  onCancel={undo.dismissWarnings}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {shown && <p role="status">{shown}</p>}
    </Modal>
  );
}
