import { datesBetween, formatUsDate } from '../../shared/dates.js';
import { CALL_SLOTS } from '../../shared/schemas/call-calendar.js';
import type { ClearedCall } from '../../shared/schemas/office-closures.js';
import {
  MAX_TIME_OFF_DAYS,
  type AddVacationBody,
  type TimeOffRecord,
} from '../../shared/schemas/call-calendar-time-off.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { fieldError, notFound, scheduleWarning } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { callsOfSurgeon, findEntries } from './call-entries.repository.js';
import { takenOffWarnings, writeSlotsFor } from './taken-off-call.js';
import { hasBegun, PAST_DAY_REASON_MESSAGE } from '../../shared/time-off-removal.js';
import { activeSurgeonFor } from './active-surgeon.js';
import { datesAlreadyOff, deleteTimeOffDate, findTimeOff, insertTimeOff } from './time-off.repository.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import './scheduling.changes.js';
import type { Db } from '../db/connect.js';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';

/** Every date from start to end, both included; one more than MAX_TIME_OFF_DAYS at most (the caller refuses that). */
export function expandRange(start: string, end: string): string[] {
  return datesBetween(start, end, MAX_TIME_OFF_DAYS + 1);
}

const listDates = (dates: string[]) =>
  dates.slice(0, 5).map(formatUsDate).join(', ') + (dates.length > 5 ? ', ...' : '');

export type { ClearedCall };

/** What an addition did inside its transaction. */
export interface AddedTimeOff {
  record: TimeOffRecord;
  clearedCalls: ClearedCall[];
  changedDays: CallEntry[];
  dates: string[];
}

/**
 * Adds time off for every date of the range. Refused (422) when the surgeon already has time
 * off on one of them. A surgeon on time off is never on call: any call slot they held on those
 * days is emptied in the same transaction (each day's History says why), and answered as
 * `cleared_calls` for the scheduler to fill. Since that leaves a gap, it first warns (422
 * `schedule_warning`) unless acknowledged.
 */
export async function addTimeOff(
  deps: ServiceDeps,
  actor: AuthUser,
  body: AddVacationBody,
  { acknowledgeWarnings = body.acknowledge_warnings }: { acknowledgeWarnings?: boolean } = {},
): Promise<{ record: TimeOffRecord; clearedCalls: ClearedCall[] }> {
  const added = await inTransaction(deps, (trx) => addTimeOffIn(trx, actor, body, { acknowledgeWarnings }));
  return { record: added.record, clearedCalls: added.clearedCalls };
}

/**
 * addTimeOff's work inside a transaction the caller owns (a time-off request's approval runs it
 * in its own); what it changed is recorded for the rooms after the commit. `audit: false`
 * when the caller's own audit entry records the record it made.
 */
export async function addTimeOffIn(
  trx: Db,
  actor: AuthUser,
  body: AddVacationBody,
  {
    acknowledgeWarnings = body.acknowledge_warnings,
    audit = true,
  }: { acknowledgeWarnings?: boolean; audit?: boolean } = {},
): Promise<AddedTimeOff> {
  const dates = expandRange(body.vacation_start_date, body.vacation_end_date);
  if (dates.length > MAX_TIME_OFF_DAYS) {
    throw fieldError('vacation_end_date', `One record may cover at most ${MAX_TIME_OFF_DAYS} days.`);
  }
  const surgeon = await activeSurgeonFor(trx, body.surgeon_id);
  const alreadyOff = await datesAlreadyOff(trx, surgeon.id, dates);
  if (alreadyOff.length > 0) {
    throw fieldError('vacation_start_date', `${surgeon.name} already has time off on ${listDates(alreadyOff)}.`);
  }
  const held = (await callsOfSurgeon(trx, surgeon.id, dates)).flatMap((entry) =>
    CALL_SLOTS.filter((slot) => entry[slot] === surgeon.id).map((slot) => ({
      date: entry.date,
      slot,
      surgeon_id: surgeon.id,
    })),
  );
  if (held.length > 0 && !acknowledgeWarnings) {
    throw scheduleWarning(await takenOffWarnings(trx, held, `this time off (${body.vacation_type})`));
  }
  const reason = `Time off (${body.vacation_type}) for ${surgeon.name}`;
  for (const date of [...new Set(held.map((call) => call.date))]) {
    const slots = held.filter((call) => call.date === date).map((call) => [call.slot, null]);
    await writeSlotsFor(trx, actor, date, Object.fromEntries(slots), reason);
  }
  const clearedCalls: ClearedCall[] = held.map(({ date, slot }) => ({ date, slot }));
  const id = await insertTimeOff(trx, {
    surgeon_id: surgeon.id,
    vacation_type: body.vacation_type,
    dates,
    actorId: actor.id,
  });
  const changedDays = await findEntries(trx, [...new Set(clearedCalls.map((call) => call.date))]);
  const record = (await findTimeOff(trx, id))!;
  if (audit) {
    await recordAudit(trx, {
      actor,
      area: 'time-off',
      action: 'create',
      entityId: id,
      before: null,
      after: { ...record, cleared_calls: clearedCalls },
    });
  }
  recordChange(trx, { kind: 'time-off', id, dates, record, counted: dates });
  return { record, clearedCalls, changedDays, dates };
}

/** What a removal did inside its transaction: the record before, and after (null: gone). */
export interface RemovedTimeOffDate {
  id: number;
  date: string;
  before: TimeOffRecord;
  after: TimeOffRecord | null;
}

/**
 * Removes one date; a record left without dates disappears. Answers the record, or null when gone.
 * A day that has begun at the practice is taken time off: removing it rewrites the past, so it
 * needs a reason (422 on `reason`). A reason given is kept in the audit entry.
 */
export async function removeTimeOffDate(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  date: string,
  reason = '',
): Promise<TimeOffRecord | null> {
  if (reason === '' && hasBegun(date, deps.clock.today())) throw fieldError('reason', PAST_DAY_REASON_MESSAGE);
  const removed = await inTransaction(deps, (trx) =>
    removeTimeOffDateIn(trx, actor, id, date, { reason: reason || undefined }),
  );
  return removed.after;
}

/** removeTimeOffDate's work inside a transaction the caller owns; what it changed is recorded for the rooms. */
export async function removeTimeOffDateIn(
  trx: Db,
  actor: AuthUser,
  id: number,
  date: string,
  { audit = true, reason }: { audit?: boolean; reason?: string } = {},
): Promise<RemovedTimeOffDate> {
  const before = await findTimeOff(trx, id);
  if (!before) throw notFound('Time-off record not found.');
  if (!before.vacation_dates.includes(date)) throw fieldError('date', 'That date is not part of this time-off record.');
  const left = await deleteTimeOffDate(trx, id, date, actor.id);
  const after = left > 0 ? ((await findTimeOff(trx, id)) ?? null) : null;
  if (audit) {
    await recordAudit(trx, {
      actor,
      area: 'time-off',
      action: 'remove-date',
      entityId: id,
      before,
      after: { ...(after ?? { removed: true, date }), ...(reason ? { reason } : {}) },
    });
  }
  recordChange(trx, { kind: 'time-off', id, dates: before.vacation_dates, record: after, counted: [date] });
  return { id, date, before, after };
}
