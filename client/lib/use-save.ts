import { useCallback, useRef, useState } from 'react';
import type { ScheduleWarning } from '../../shared/schedule-rules.js';
import { saveRefusalOf } from './save-outcome';

export interface SaveOptions<R> {
  /** After the server took it (awaited: `saving` holds until it ends). */
  onSaved?: (result: R) => void | Promise<void>;
  /** A refusal the form answers itself (a 409 with the record as saved now): true when it did. */
  onRefused?: (error: unknown) => boolean;
  /** The words of any other refusal (null: none, the field errors say it); see save-outcome.ts. */
  refusalOf?: (error: unknown) => string | null;
}

/**
 * One write of a form, with the refusals every form meets: soft-rule warnings (a 422
 * `schedule_warning`) kept for "Save anyway", which resends the same input acknowledged; the
 * server's field errors; any other refusal in words. A second run while one is in flight is ignored.
 *
 *   const save = useSave((input, acknowledge) => api.x({ ...input, acknowledge_warnings: acknowledge }), { onSaved });
 */
export function useSave<I, R>(send: (input: I, acknowledge: boolean) => Promise<R>, options: SaveOptions<R> = {}) {
  const [saving, setSaving] = useState(false);
  const [warnings, setWarnings] = useState<ScheduleWarning[] | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(false);
  const warned = useRef<{ input: I } | null>(null);

  const reset = useCallback(() => {
    setWarnings(null);
    setFieldErrors({});
    setRefusal(null);
  }, []);
  const dismissWarnings = useCallback(() => setWarnings(null), []);

  const save = async (input: I, acknowledge: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    reset();
    try {
      await options.onSaved?.(await send(input, acknowledge));
    } catch (error) {
      if (options.onRefused?.(error)) return;
      const refused = saveRefusalOf(error, options.refusalOf);
      if ('warnings' in refused) {
        warned.current = { input };
        setWarnings(refused.warnings);
      } else {
        setFieldErrors(refused.fieldErrors);
        setRefusal(refused.refusal);
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return {
    run: (input: I) => save(input, false),
    /** Resends the input the warnings were about, acknowledged. */
    saveAnyway: async () => {
      if (warned.current) await save(warned.current.input, true);
    },
    dismissWarnings,
    reset,
    saving,
    warnings,
    fieldErrors,
    refusal,
  };
}
