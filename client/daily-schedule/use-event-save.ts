import { useRef, useState } from 'react';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { ApiError } from '../lib/api-client';
import { scheduleWarningsOf } from '../lib/schedule-warnings';

const UNEXPECTED = 'An unexpected error occurred';

/**
 * A save with the spec's error handling: the server's message and per-field errors, or 'An
 * unexpected error occurred'; a second submit is ignored while one is in flight. Soft-rule
 * warnings are kept apart (`warnings`) for the form to offer "Save anyway".
 */
export function useEventSave() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [warnings, setWarnings] = useState<ScheduleWarning[] | null>(null);
  const inFlight = useRef(false);

  async function run<T>(save: () => Promise<T>, onConflict?: (error: ApiError) => void): Promise<T | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSaving(true);
    setErrors({});
    setMessage(null);
    setWarnings(null);
    try {
      return await save();
    } catch (error) {
      const soft = scheduleWarningsOf(error);
      if (soft) {
        setWarnings(soft);
      } else if (error instanceof ApiError && error.status === 409 && onConflict) {
        onConflict(error);
      } else if (error instanceof ApiError && error.status > 0) {
        setErrors(error.fieldErrors);
        setMessage(error.body.message ?? UNEXPECTED);
      } else {
        setMessage(UNEXPECTED);
      }
      return null;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return { errors, message, saving, run, setMessage, warnings, clearWarnings: () => setWarnings(null) };
}
