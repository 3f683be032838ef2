import { addDays, formatUsDate } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { SLOT_LABELS, CALL_SLOTS } from '../../shared/schemas/call-calendar.js';
import { MAX_TIME_OFF_DAYS, type AddVacationBody, type TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { AuthUser } from '../auth/auth-user.js';
import { fieldError, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { callsOfSurgeon } from './call-entries.repository.js';
import { publishDaysChanged } from './day-overlay.js';
import { monthsOf, publishCounters } from './month-events.js';
import { findPhysicians } from './surgeons.repository.js';
import { datesAlreadyOff, deleteTimeOffDate, findTimeOff, insertTimeOff } from './time-off.repository.js';

/** Every date from start to end, both included. */
export function expandRange(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end && dates.length <= MAX_TIME_OFF_DAYS; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const listDates = (dates: string[]) => dates.slice(0, 5).map(formatUsDate).join(', ') + (dates.length > 5 ? ', ...' : '');

/**
 * Adds time off for every date of the range. Refused (422) when the surgeon already has time
 * off on one of them, or holds a call slot on one of them (change the call first: a surgeon on
 * time off is never on call).
 */
export async function addTimeOff(deps: ServiceDeps, actor: AuthUser, body: AddVacationBody): Promise<TimeOffRecord> {
  const dates = expandRange(body.vacation_start_date, body.vacation_end_date);
  if (dates.length > MAX_TIME_OFF_DAYS) {
    throw fieldError('vacation_end_date', `One record may cover at most ${MAX_TIME_OFF_DAYS} days.`);
  }
  const record = await deps.db.transaction().execute(async (trx) => {
    const surgeon = (await findPhysicians(trx, [body.surgeon_id])).get(body.surgeon_id);
    if (!surgeon) throw fieldError('surgeon_id', 'The selected surgeon is invalid.');
    const alreadyOff = await datesAlreadyOff(trx, surgeon.id, dates);
    if (alreadyOff.length > 0) {
      throw fieldError('vacation_start_date', `${surgeon.name} already has time off on ${listDates(alreadyOff)}.`);
    }
    const calls = await callsOfSurgeon(trx, surgeon.id, dates);
    if (calls.length > 0) {
      const [first] = calls;
      const slot = CALL_SLOTS.find((s) => first![s] === surgeon.id)!;
      throw fieldError(
        'vacation_start_date',
        `${surgeon.name} is on ${SLOT_LABELS[slot]} call on ${formatUsDate(first!.date)}${calls.length > 1 ? ` and ${calls.length - 1} more day(s)` : ''}; change the call first.`,
      );
    }
    const id = await insertTimeOff(trx, { surgeon_id: surgeon.id, vacation_type: body.vacation_type, dates, actorId: actor.id });
    return (await findTimeOff(trx, id))!;
  });
  for (const month of monthsOf(dates)) deps.publisher.publish(rooms.month(month), 'time-off:saved', record);
  await publishDaysChanged(deps, dates);
  await publishCounters(deps, dates);
  return record;
}

/** Removes one date; a record left without dates disappears. Answers the record, or null when gone. */
export async function removeTimeOffDate(deps: ServiceDeps, actor: AuthUser, id: number, date: string): Promise<TimeOffRecord | null> {
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const before = await findTimeOff(trx, id);
    if (!before) throw notFound('Time-off record not found.');
    if (!before.vacation_dates.includes(date)) throw fieldError('date', 'That date is not part of this time-off record.');
    const left = await deleteTimeOffDate(trx, id, date, actor.id);
    return { before, after: left > 0 ? ((await findTimeOff(trx, id)) ?? null) : null };
  });
  for (const month of monthsOf(before.vacation_dates)) {
    if (after) deps.publisher.publish(rooms.month(month), 'time-off:saved', after);
    else deps.publisher.publish(rooms.month(month), 'time-off:removed', { id });
  }
  await publishDaysChanged(deps, before.vacation_dates);
  await publishCounters(deps, [date]);
  return after;
}
