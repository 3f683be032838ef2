import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can, type Permission } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { CALL_SLOTS, type CallEntry } from '../../shared/schemas/call-calendar.js';
import type { TimeOffRecord, VacationType } from '../../shared/schemas/call-calendar-time-off.js';
import type { BlockMonthRecord } from '../../shared/schemas/block-time.js';
import { flagSchema } from '../../shared/schemas/common.js';
import type { EventInput, ScheduleEventRecord } from '../../shared/schemas/daily-schedule.js';
import { operativeEntryBodySchema, type OperativeEntry } from '../../shared/schemas/operative-log.js';
import { roundFields, type RoundRecord } from '../../shared/schemas/rounds.js';
import type { AuthUser } from '../auth/auth-user.js';
import { saveBlockMonth } from '../block-time/block-time.service.js';
import { saveCallEntries } from '../call-calendar/call-entries.service.js';
import { addTimeOff } from '../call-calendar/time-off.service.js';
import { datesAlreadyOff, surgeonsOffOn } from '../call-calendar/time-off.repository.js';
import { updateEvent } from '../daily-schedule/daily-schedule.service.js';
import { joinedDaysOf } from '../daily-schedule/daily-schedule.live.js';
import { conflict, forbidden, HttpError, unprocessable } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { restoreEntry } from '../operative-log/operative-log.service.js';
import { restoreRound } from '../rounds/rounds.service.js';
import { changedFields, changedSinceMessage } from './changed-fields.js';
import { removedDate } from './undo-state.js';

/** Who may write (and so undo) each area's records. */
export const WRITE_PERMISSION: Record<string, Permission> = {
  users: 'users.manage',
  rounds: 'rounds.write',
  'operative-log': 'operative-log.write',
  'daily-schedule': 'daily-schedule.write',
  'surgeon-order': 'daily-schedule.order-surgeons',
  'call-calendar': 'call-calendar.write',
  'time-off': 'call-calendar.write',
  'office-closures': 'call-calendar.write',
  'office-hours': 'call-calendar.write',
  'block-time': 'block-time.write',
};

export const NOT_UNDOABLE = 'This kind of entry cannot be undone.';
/**
 * Undoing an addition would mean deleting the record, and nothing in these areas is deleted for
 * good (patient records are kept; a "delete" archives). So it is refused; the row's own Delete
 * does it, with its confirmation.
 */
export const CREATE_NOT_UNDOABLE = 'An addition cannot be undone; delete the entry from its list instead.';

type Undo = (app: FastifyInstance, actor: AuthUser, entry: AuditEntry) => Promise<{ area: string; entityId: string }>;

/** Restores a call-calendar day's slots, from the version the entry left (409 when changed since). */
const undoCallDay: Undo = async (app, actor, entry) => {
  const before = entry.before as CallEntry;
  const after = entry.after as CallEntry;
  const slots = Object.fromEntries(CALL_SLOTS.map((slot) => [slot, before[slot]]));
  await withChangedSince(after, () =>
    saveCallEntries(app, actor, [{ date: before.date, version: after.version, ...slots }]),
  );
  return { area: 'call-calendar', entityId: before.date };
};

/** Gives the removed date back to the surgeon, as the same time off (a new record). */
const undoTimeOffRemoval: Undo = async (app, actor, entry) => {
  const before = entry.before as TimeOffRecord;
  const date = removedDate(entry);
  if (!date) throw unprocessable({ entry: [NOT_UNDOABLE] });
  if ((await datesAlreadyOff(app.db, before.surgeon_id, [date])).length > 0) {
    const current = (await surgeonsOffOn(app.db, [date])).filter((row) => row.surgeon_id === before.surgeon_id);
    throw conflict(current, `The surgeon has time off on ${date} again; nothing was undone.`);
  }
  const { record } = await addTimeOff(app, actor, {
    surgeon_id: before.surgeon_id,
    vacation_type: before.vacation_type as VacationType,
    vacation_start_date: date,
    vacation_end_date: date,
  });
  return { area: 'time-off', entityId: String(record.id) };
};

const EVENT_FIELDS = [
  'purpose',
  'procedure',
  'event_date',
  'start_time',
  'end_time',
  'metting_q',
  'metting_d',
  'event_note',
  'event_location',
  'event_location_text',
  'surgeon_id',
  'surgeon_deg',
  'patient_first_name',
  'patient_last_name',
  'patient_mrn',
  'case_number',
] as const;

/** Puts an edited (or moved) event back as it was, from the version the entry left. */
const undoEventEdit: Undo = async (app, actor, entry) => {
  const before = entry.before as ScheduleEventRecord;
  const after = entry.after as ScheduleEventRecord;
  const input = {
    ...Object.fromEntries(EVENT_FIELDS.map((field) => [field, before[field]])),
    version: after.version,
  } as EventInput;
  const deps = { db: app.db, publisher: app.publisher, joinedDays: joinedDaysOf(app.io) };
  await withChangedSince(after, () => updateEvent(deps, actor, before.id, input));
  return { area: 'daily-schedule', entityId: String(before.id) };
};

/** Saves the month's blocks and ticks as they were, from the version the entry left. */
const undoBlockMonth: Undo = async (app, actor, entry) => {
  const before = entry.before as BlockMonthRecord;
  const after = entry.after as BlockMonthRecord;
  const body = {
    month: before.month,
    locations: before.locations as never,
    checkboxStates: before.checkboxStates,
    version: after.version,
  };
  await withChangedSince(after, () => saveBlockMonth(app, actor, body));
  return { area: 'block-time', entityId: before.month };
};

/** A rounds entry's fields and flags as they were (checked as an edit checks them). */
const roundRestoreSchema = z
  .object({ ...roundFields, so: flagSchema, dc: flagSchema, is_archived: flagSchema })
  .refine((round) => !(round.so === 1 && round.dc === 1), {
    path: ['so'],
    message: 'S/O and D/C cannot both be ticked.',
  });

/** Puts a rounds entry back as it was (edited, S/O or D/C, or deleted), from the version the entry left. */
const undoRound: Undo = async (app, actor, entry) => {
  const before = entry.before as RoundRecord;
  const after = entry.after as RoundRecord;
  const values = parse(roundRestoreSchema, before);
  await withChangedSince(after, () => restoreRound(app, actor, before.id, values, after.version));
  return { area: 'rounds', entityId: String(before.id) };
};

/** Puts an operative-log entry back as it was (edited or deleted), by the rules of an edit. */
const undoOperativeEntry: Undo = async (app, actor, entry) => {
  const before = entry.before as OperativeEntry;
  const after = entry.after as OperativeEntry;
  const body = parse(operativeEntryBodySchema, { ...before, version: undefined });
  await withChangedSince(after, () => restoreEntry(app, actor, before.id, body, before.is_archived, after.version));
  return { area: 'operative-log', entityId: String(before.id) };
};

/** Which entries can be undone: by area and the action that wrote them (an undo can be undone too). */
const UNDOS: Record<string, Undo> = {
  'call-calendar/update': undoCallDay,
  'call-calendar/undo': undoCallDay,
  'time-off/remove-date': undoTimeOffRemoval,
  'daily-schedule/update': undoEventEdit,
  'daily-schedule/undo': undoEventEdit,
  'block-time/save': undoBlockMonth,
  'block-time/undo': undoBlockMonth,
  'rounds/update': undoRound,
  'rounds/archive': undoRound,
  'rounds/undo': undoRound,
  'operative-log/update': undoOperativeEntry,
  'operative-log/archive': undoOperativeEntry,
  'operative-log/undo': undoOperativeEntry,
};

export const isUndoable = (entry: Pick<AuditEntry, 'area' | 'action' | 'before'>): boolean =>
  entry.before !== null && `${entry.area}/${entry.action}` in UNDOS;

export const mayWriteArea = (role: number, area: string): boolean => {
  const permission = WRITE_PERMISSION[area];
  return permission !== undefined && can(role, permission);
};

/** Undoes `entry` through the area's own service (its rules, its 409, its live push). */
export async function undoEntry(app: FastifyInstance, actor: AuthUser, entry: AuditEntry) {
  if (entry.action === 'create') throw unprocessable({ entry: [CREATE_NOT_UNDOABLE] });
  if (!isUndoable(entry)) throw unprocessable({ entry: [NOT_UNDOABLE] });
  if (!mayWriteArea(actor.role, entry.area)) throw forbidden();
  return UNDOS[`${entry.area}/${entry.action}`]!(app, actor, entry);
}

/** A 409 from the service says which fields changed since the entry. */
async function withChangedSince(after: unknown, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    const current = error.extra.current;
    const now = Array.isArray(current) ? current[0] : ((current as { record?: unknown })?.record ?? current);
    throw conflict(current, changedSinceMessage(changedFields(after, now)));
  }
}
