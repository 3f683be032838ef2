import { daysBetween, formatUsDate } from '../../shared/dates.js';
import type { TakenDay, TimeOffPreview } from '../../shared/schemas/time-off-requests.js';
import { MAX_TIME_OFF_DAYS } from '../../shared/schemas/call-calendar-time-off.js';
import { CALL_SLOTS, OFFICE_SLOTS } from '../../shared/schemas/call-slots.js';
import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { fieldError } from '../http/errors.js';
import { caseTimesOfSurgeon } from '../daily-schedule/daily-schedule.repository.js';
import { callsOfSurgeon, expandRange, timeOffTypesOn } from '../scheduling/scheduling.queries.js';
import { overlappingPending } from './time-off-requests.repository.js';

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

/**
 * The days of [start, end] a new request could not ask for, the very checks a request's creation
 * makes: time off already held, and another pending request's range (except `exceptRequestId`).
 */
async function takenDays(
  db: Db,
  surgeonId: number,
  dates: string[],
  exceptRequestId: number | undefined,
): Promise<TakenDay[]> {
  const taken = new Map<string, string>();
  const pending = await overlappingPending(db, surgeonId, dates[0]!, dates.at(-1)!);
  for (const other of pending.filter((request) => request.id !== exceptRequestId)) {
    const why = `In the pending request for ${formatUsDate(other.start_date)}–${formatUsDate(other.end_date)}`;
    for (const date of dates) if (date >= other.start_date && date <= other.end_date) taken.set(date, why);
  }
  for (const held of await timeOffTypesOn(db, surgeonId, dates))
    taken.set(held.date, `Time off (${held.vacation_type}) already`);
  return dates.filter((date) => taken.has(date)).map((date) => ({ date, why: taken.get(date)! }));
}

/**
 * What time off of `surgeonId` over [start, end] would do: the calls and office sessions it would
 * vacate, the cases booked on those days, the days that cannot be asked for, and the notice it gives.
 */
export async function previewTimeOff(
  deps: { config: TimeOffPreviewConfig; clock: PracticeClock },
  db: Db,
  surgeonId: number,
  start: string,
  end: string,
  exceptRequestId?: number,
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
    taken_days: await takenDays(db, surgeonId, dates, exceptRequestId),
    booked_cases: await caseTimesOfSurgeon(db, surgeonId, start, end),
    calls: held.filter((call) => !OFFICE_SLOTS.includes(call.slot)),
    office_sessions: held.filter((call) => OFFICE_SLOTS.includes(call.slot)),
    notice_days: deps.config.timeOffNoticeDays,
    late_notice: lateNotice,
    warning: lateNotice ? `${when}: the practice asks for ${deps.config.timeOffNoticeDays} days’ notice.` : null,
  };
}
