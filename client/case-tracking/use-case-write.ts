import { useState } from 'react';
import { MILESTONE_LABELS } from '../../shared/case-tracking.js';
import { formatTime12 } from '../../shared/dates.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { ApiError } from '../lib/api-client';
import { currentProgressOf } from './api';
import { useCaseProgressStore } from './store';

function wordOf(progress: CaseProgress): string {
  if (progress.cancellation) return `Cancelled at ${formatTime12(progress.cancellation.time)}`;
  if (!progress.step) return 'Scheduled, nothing recorded';
  const last = progress.milestones.find((milestone) => milestone.step === progress.step);
  return `${MILESTONE_LABELS[progress.step]}${last ? ` at ${formatTime12(last.time)} by ${last.set_by_name}` : ''}`;
}

export interface CaseWrite {
  busy: boolean;
  /** What went wrong, for the banner: the server's own words for a refused step. */
  message: string | null;
  /** The server's first message per field (a dialog shows each under its field). */
  fieldErrors: Record<string, string>;
  /** Runs a write; its answer (or, on 409, the case as saved now) replaces the held case. */
  run(write: () => Promise<CaseProgress>): Promise<boolean>;
  clear(): void;
}

/** One write at a time for a case, with the refusals worded for people. */
export function useCaseWrite(): CaseWrite {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const clear = () => {
    setMessage(null);
    setFieldErrors({});
  };
  const run = async (write: () => Promise<CaseProgress>) => {
    setBusy(true);
    clear();
    try {
      useCaseProgressStore.getState().apply(await write());
      return true;
    } catch (error) {
      const current = currentProgressOf(error);
      if (current) {
        useCaseProgressStore.getState().apply(current);
        setMessage(`Someone else changed this case first; nothing was saved. It is now: ${wordOf(current)}.`);
      } else if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error.fieldErrors);
        setMessage(Object.values(error.fieldErrors).join(' ') || error.message);
      } else {
        setMessage(error instanceof Error ? error.message : 'An unexpected error occurred');
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, fieldErrors, run, clear };
}
