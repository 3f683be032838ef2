import { useState } from 'react';
import type { AuditArea, AuditEntry } from '../../shared/schemas/audit.js';
import { ApiError } from './api-client';
import { auditApi } from './audit-api';
import { refusalWords } from './save-outcome';
import { useSave } from './use-save';

/** One removal the user may take back: what to call it, and how to find its audit entry. */
export interface Removal {
  /** "PN CME. 12/10/2026": the words of the confirmation and of the "Removed …" notice. */
  what: string;
  area: AuditArea;
  recordId: number;
  /** The removal's own entry among the record's history (newest first). */
  isEntry: (entry: AuditEntry) => boolean;
  /** Why, asked in the confirmation when the removal rewrites the past (a day of time off that has begun). */
  reasonLabel?: string;
  remove: (reason: string) => Promise<void>;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'asking'; removal: Removal }
  | { kind: 'removed'; removal: Removal; entryId: number | null };

/**
 * Remove only after "Are you sure?", then offer Undo: the audit trail's undo of the removal's own
 * entry, so the area's rules and live pushes apply to the undo exactly as to any other write.
 */
export function useUndoableRemoval(failedText: string) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  // An undo meets the soft rules as a save does: their warnings come back with "Save anyway".
  const undoSave = useSave((entryId: number, acknowledge: boolean) => auditApi.undo(entryId, acknowledge), {
    onSaved: () => {
      if (phase.kind !== 'removed') return;
      setPhase({ kind: 'idle' });
      setMessage(`Restored ${phase.removal.what}.`);
    },
    refusalOf: (failure) => refusalWords(failure, 'Could not undo. Please try again.'),
  });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    setError('');
    undoSave.reset();
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const confirm = (reason = '') =>
    run(async () => {
      if (phase.kind !== 'asking') return;
      const { removal } = phase;
      try {
        await removal.remove(reason);
      } catch (failure) {
        setPhase({ kind: 'idle' });
        // The server's own words for a refused reason; the area's text for anything else.
        setError(failure instanceof ApiError && failure.status === 422 ? failure.message : failedText);
        return;
      }
      const history = await auditApi.history(removal.area, removal.recordId).catch(() => []);
      const entry = history.find((item) => removal.isEntry(item) && item.undoable);
      setPhase({ kind: 'removed', removal, entryId: entry?.id ?? null });
    });

  const undo = (acknowledgeWarnings = false) => {
    if (phase.kind !== 'removed' || phase.entryId === null) return Promise.resolve();
    setMessage('');
    setError('');
    return acknowledgeWarnings ? undoSave.saveAnyway() : undoSave.run(phase.entryId);
  };

  return {
    asking: phase.kind === 'asking' ? phase.removal : null,
    removed: phase.kind === 'removed' ? { what: phase.removal.what, undoable: phase.entryId !== null } : null,
    busy: busy || undoSave.saving,
    message,
    error: error || (undoSave.refusal ?? ''),
    warnings: undoSave.warnings,
    keepRemoved: undoSave.dismissWarnings,
    ask: (removal: Removal) => {
      setMessage('');
      setError('');
      undoSave.reset();
      setPhase({ kind: 'asking', removal });
    },
    cancel: () => setPhase({ kind: 'idle' }),
    dismiss: () => setPhase({ kind: 'idle' }),
    confirm,
    undo,
  };
}

export type UndoableRemoval = ReturnType<typeof useUndoableRemoval>;
