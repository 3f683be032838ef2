import type { FairnessLedger } from '../../shared/schemas/fairness-ledger.js';
import { ApiError } from '../lib/api-client';
import { useLiveQuery } from '../lib/use-live-query';
import { fairnessLedgerApi } from './api';
import type { DateRange } from './ranges';

export interface LedgerState {
  ledger: FairnessLedger | null;
  /** 422: the server's message per field. */
  errors: Record<string, string>;
  failed: boolean;
}

/**
 * The ledger of `range`, read again whenever a call day in it is saved (`call-entries:saved` of
 * the month rooms MonthWatch joins) and on every (re)join of those rooms (`readSoon`), once a
 * burst settles (a whole month saved at once, a swap's two days).
 */
export function useFairnessLedger(range: DateRange): LedgerState & { readSoon: () => void } {
  const { data, error, readSoon } = useLiveQuery({
    ask: { from: range.from, to: range.to },
    read: (asked) => fairnessLedgerApi.ledger(asked.from, asked.to),
    on: [
      {
        event: 'call-entries:saved',
        when: ({ entries }, asked) => entries.some((entry) => entry.date >= asked.from && entry.date <= asked.to),
      },
    ],
  });
  const refused = error instanceof ApiError && error.status === 422;
  return { ledger: data, errors: refused ? error.fieldErrors : {}, failed: error !== null && !refused, readSoon };
}
