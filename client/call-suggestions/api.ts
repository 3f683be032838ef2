import { callSuggestionsContract as contract } from '../../shared/contract/call-suggestions.js';
import type { CalendarEntryInput } from '../../shared/schemas/call-calendar.js';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import { call, conflictOf } from '../lib/api-client';

export const callSuggestionsApi = {
  /** `days`: only those days of the month; `seed`: another proposal of the same quality. */
  suggest: (month: string, { days, seed }: { days?: string[]; seed?: number } = {}) =>
    call(contract.suggest, {
      body: { month, ...(days === undefined ? {} : { days }), ...(seed === undefined ? {} : { seed }) },
    }),
  /** The edit page's save when it holds accepted suggestions: one fill, one History entry, one Undo. */
  acceptFill: (entries: CalendarEntryInput[], accepted: number, acknowledgeWarnings: boolean) =>
    call(contract.acceptFill, { body: { entries, accepted, acknowledge_warnings: acknowledgeWarnings } }).then(
      (response) => response.entries,
    ),
  /** The days as saved now, when a fill's save was refused (409) because someone saved some of them first. */
  savedNowOf: (error: unknown) => conflictOf(error, contract.acceptFill),
  candidates: (date: string, slot: CallSlot) => call(contract.candidates, { query: { date, slot } }),
};
