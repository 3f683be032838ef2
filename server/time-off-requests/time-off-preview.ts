import { daysBetween } from '../../shared/dates.js';
import type { TimeOffPreview } from '../../shared/schemas/time-off-requests.js';
import { MAX_TIME_OFF_DAYS } from '../../shared/schemas/call-calendar-time-off.js';
import { CALL_SLOTS, OFFICE_SLOTS } from '../../shared/schemas/call-slots.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { fieldError } from '../http/errors.js';
import { callsOfSurgeon, expandRange } from '../scheduling/scheduling.queries.js';

/** What a time-off preview reads of the settings: the notice asked for. */
export type TimeOffPreviewConfig = Pick<Config, 'timeOffNoticeDays'>;

/** The dates of [start, end], at most a year of them (422 on `end_date` beyond). */
export function datesOf(start: string, end: string): string[] {
  const dates = expandRange(start, end);
  if (dates.length > MAX_TIME_OFF_DAYS) {
    throw fieldError('end_date', `One request may cover at most ${MAX_TIME_OFF_DAYS} days.`);
  }
  return dates;
}

/** The calls and office sessions time off of `surgeonId` over [start, end] would vacate, and the notice it gives. */
export async function previewTimeOff(
  deps: { config: TimeOffPreviewConfig; clock: PracticeClock },
  db: Db,
  surgeonId: number,
  start: string,
  end: string,
): Promise<TimeOffPreview> {
  const dates = datesOf(start, end);
  const held = (await callsOfSurgeon(db, surgeonId, dates)).flatMap((entry) =>
    CALL_SLOTS.filter((slot) => entry[slot] === surgeonId).map((slot) => ({ date: entry.date, slot })),
  );
  const notice = daysBetween(deps.clock.today(), start);
  const lateNotice = notice < deps.config.timeOffNoticeDays;
  const when =
    notice > 1
      ? `Starts in ${notice} days`
      : notice === 1
        ? 'Starts tomorrow'
        : notice === 0
          ? 'Starts today'
          : 'Started already';
  return {
    dates,
    calls: held.filter((call) => !OFFICE_SLOTS.includes(call.slot)),
    office_sessions: held.filter((call) => OFFICE_SLOTS.includes(call.slot)),
    notice_days: deps.config.timeOffNoticeDays,
    late_notice: lateNotice,
    warning: lateNotice ? `${when}: the practice asks for ${deps.config.timeOffNoticeDays} days’ notice.` : null,
  };
}
