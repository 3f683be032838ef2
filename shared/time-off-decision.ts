import { addDays, datesBetween, formatMonthDay } from './dates.js';
import { MAX_TIME_OFF_DAYS } from './schemas/call-calendar-time-off.js';
import type { TimeOffRequest } from './schemas/time-off-requests.js';

type Decided = Pick<TimeOffRequest, 'state' | 'start_date' | 'end_date' | 'approved_dates'>;

/** Sorted dates as runs of consecutive days: "12/01–12/03, 12/05". */
function datesText(dates: string[]): string {
  const runs: string[][] = [];
  for (const date of [...dates].sort()) {
    const run = runs.at(-1);
    if (run && addDays(run.at(-1)!, 1) === date) run.push(date);
    else runs.push([date]);
  }
  return runs
    .map((run) =>
      run.length === 1 ? formatMonthDay(run[0]!) : `${formatMonthDay(run[0]!)}–${formatMonthDay(run.at(-1)!)}`,
    )
    .join(', ');
}

/** The days of a request that an approval left out. */
export function declinedDatesOf(request: Decided): string[] {
  if (request.state !== 'approved') return [];
  return datesBetween(request.start_date, request.end_date, MAX_TIME_OFF_DAYS).filter(
    (date) => !request.approved_dates.includes(date),
  );
}

/**
 * What was decided, in words: "Approved", "Declined", or for an approval of only some days
 * "Approved 12/01; declined 12/02", so a partial approval never reads as whole.
 */
export function describeDecision(request: Decided): string {
  const declined = declinedDatesOf(request);
  if (request.state === 'approved' && declined.length > 0) {
    return `Approved ${datesText(request.approved_dates)}; declined ${datesText(declined)}`;
  }
  return { pending: 'Pending', approved: 'Approved', declined: 'Declined', cancelled: 'Cancelled' }[request.state];
}

/** The decision inside a sentence: "… was approved 12/01; declined 12/02." */
export function decisionInSentence(request: Decided): string {
  const decision = describeDecision(request);
  return decision.charAt(0).toLowerCase() + decision.slice(1);
}
