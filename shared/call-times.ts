import { addDays } from './dates.js';
import { CALL_STARTS_AT } from './schemas/call-requests.js';

/** A moment of the practice's wall clock: `YYYY-MM-DD` and `HH:mm`. */
export interface WallMoment {
  date: string;
  time: string;
}

/** A call of `date` runs from CALL_STARTS_AT that day to CALL_STARTS_AT the next day (practice time). */
export const callEnd = (date: string): WallMoment => ({ date: addDays(date, 1), time: CALL_STARTS_AT });

const sortable = ({ date, time }: WallMoment) => `${date}T${time}`;

/**
 * Whether an empty call of `date` may still be offered to all at the practice's `now`: for as long
 * as the call runs, so yesterday's night call until 07:00 this morning. The server refuses the
 * offer by this rule and the edit page shows "Offer to all" by it.
 */
export const coverOfferOpen = (date: string, now: WallMoment): boolean => sortable(callEnd(date)) > sortable(now);

/**
 * Whether a call of `date` may still be traded (swapped or given away) at the practice's `now`:
 * until it starts at CALL_STARTS_AT that day, so tonight's call until 07:00 this morning. The
 * server refuses a trade by this rule and the calendars show the ⇄ button by it.
 */
export const tradeOpen = (date: string, now: WallMoment): boolean =>
  sortable({ date, time: CALL_STARTS_AT }) > sortable(now);
