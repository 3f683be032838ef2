import { useRef, useState } from 'react';
import { ApiError } from '../lib/api-client';

const UNEXPECTED = 'An unexpected error occurred';

/**
 * A save with the spec's error handling: the server's message and per-field errors, or 'An
 * unexpected error occurred'; a second submit is ignored while one is in flight.
 */
export function useEventSave() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  async function run<T>(save: () => Promise<T>, onConflict?: (error: ApiError) => void): Promise<T | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      return await save();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && onConflict) {
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

  return { errors, message, saving, run, setMessage };
}
