import { useCallback, useEffect, useRef, useState } from 'react';
import type { FairnessLedger } from '../../shared/schemas/fairness-ledger.js';
import { ApiError } from '../lib/api-client';
import { useSocketEvent } from '../lib/use-socket-event';
import { fairnessLedgerApi } from './api';
import type { DateRange } from './ranges';

/** A month's saves come in bursts (a whole month saved at once, a swap's two days): read once it settles. */
const SETTLE_MS = 300;

export interface LedgerState {
  ledger: FairnessLedger | null;
  /** 422: the server's message per field. */
  errors: Record<string, string>;
  failed: boolean;
}

/**
 * The ledger of `range`, read again whenever a call day in it is saved (`call-entries:saved` of
 * the month rooms MonthWatch joins) and on every (re)join of those rooms (`readSoon`).
 */
export function useFairnessLedger(range: DateRange): LedgerState & { readSoon: () => void } {
  const [state, setState] = useState<LedgerState>({ ledger: null, errors: {}, failed: false });
  const wanted = useRef(range);
  wanted.current = range;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const read = useCallback(() => {
    const asked = wanted.current;
    fairnessLedgerApi.ledger(asked.from, asked.to).then(
      (ledger) => wanted.current === asked && setState({ ledger, errors: {}, failed: false }),
      (error: unknown) => {
        if (wanted.current !== asked) return;
        if (error instanceof ApiError && error.status === 422)
          setState((shown) => ({ ...shown, errors: error.fieldErrors, failed: false }));
        else setState((shown) => ({ ...shown, failed: true }));
      },
    );
  }, []);
  const readSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(read, SETTLE_MS);
  }, [read]);

  const { from, to } = range;
  useEffect(() => {
    read();
    return () => clearTimeout(timer.current);
  }, [read, from, to]);

  useSocketEvent('call-entries:saved', ({ entries }) => {
    const { from: first, to: last } = wanted.current;
    if (entries.some((entry) => entry.date >= first && entry.date <= last)) readSoon();
  });
  return { ...state, readSoon };
}
