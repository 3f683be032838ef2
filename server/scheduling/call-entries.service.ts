import { addDays, formatUsDate } from '../../shared/dates.js';
import { callDayProblems, consecutiveFirstCallWarnings, type DaySlots } from '../../shared/schedule-rules.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import {
  CALL_SLOTS,
  SLOT_LABELS,
  type CalendarEntryInput,
  type CallEntry,
  type CallSlot,
} from '../../shared/schemas/call-calendar.js';
import type { FieldErrors } from '../../shared/schemas/common.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { conflict, scheduleWarning, unprocessable } from '../http/errors.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import './scheduling.changes.js';
import type { ServiceDeps } from '../service-deps.js';
import { findEntries, insertEntryIfAbsent, updateEntry } from './call-entries.repository.js';
import { findPhysicians } from '../users/physicians.repository.js';
import { surgeonsOffOn } from './time-off.repository.js';
import { listOfficeRecords } from './office-closures.repository.js';

/** Thrown inside the transaction to roll it back; the 409 is built after, from committed data. */
export class StaleDays extends Error {
  constructor(readonly dates: string[]) {
    super('stale');
  }
}

const sentSlots = (entry: CalendarEntryInput): Partial<Record<CallSlot, number | null>> =>
  Object.fromEntries(CALL_SLOTS.filter((slot) => entry[slot] !== undefined).map((slot) => [slot, entry[slot]]));

/** Surgeons must be physicians, and not on time off that day (422 naming the date and slot). */
async function assertAssignable(trx: Db, entries: CalendarEntryInput[], field: string): Promise<void> {
  const ids = [
    ...new Set(
      entries.flatMap((entry) => CALL_SLOTS.map((slot) => entry[slot]).filter((id): id is number => id != null)),
    ),
  ];
  const physicians = await findPhysicians(trx, ids);
  const off = await surgeonsOffOn(
    trx,
    entries.map((entry) => entry.date),
  );
  const offKey = new Map(off.map((row) => [`${row.date}/${row.surgeon_id}`, row.vacation_type]));
  const errors: FieldErrors = {};
  entries.forEach((entry, index) => {
    for (const slot of CALL_SLOTS) {
      const id = entry[slot];
      if (id == null) continue;
      const surgeon = physicians.get(id);
      const key = `${field}.${index}.${slot}`;
      if (!surgeon) errors[key] = ['The selected surgeon is invalid.'];
      else if (offKey.has(`${entry.date}/${id}`)) {
        errors[key] = [
          `${surgeon.name} is on time off (${offKey.get(`${entry.date}/${id}`)}) on ${formatUsDate(entry.date)} and cannot take the ${SLOT_LABELS[slot]} slot.`,
        ];
      }
    }
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

const nameFrom = (physicians: Map<number, { name: string }>) => (id: number) =>
  physicians.get(id)?.name ?? `Surgeon #${id}`;

/**
 * The hard rules (one surgeon twice on a day's calls, office slots on a closed day) on each day
 * as it would be after the save; then, unless acknowledged, the soft one (1st call two days running).
 */
async function assertRules(
  trx: Db,
  entries: CalendarEntryInput[],
  current: CallEntry[],
  field: string,
  acknowledged: boolean,
): Promise<void> {
  const after: DaySlots[] = entries.map((entry, index) => ({ ...current[index]!, ...sentSlots(entry) }));
  const dates = entries.map((entry) => entry.date).sort();
  const closed = new Set(
    (await listOfficeRecords(trx, OFFICE_NOTE_CLOSE, dates[0]!, dates.at(-1)!)).map(
      (record) => record.effective_date_start,
    ),
  );
  const ids = after.flatMap((day) => CALL_SLOTS.map((slot) => day[slot]).filter((id): id is number => id != null));
  const nameOf = nameFrom(await findPhysicians(trx, [...new Set(ids)]));
  const errors: FieldErrors = {};
  after.forEach((day, index) => {
    for (const problem of callDayProblems(day, closed.has(day.date), nameOf))
      errors[`${field}.${index}.${problem.slot}`] = [problem.message];
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  if (acknowledged) return;

  const changed = entries
    .filter((entry, index) => entry.surgeon_1st !== undefined && entry.surgeon_1st !== current[index]!.surgeon_1st)
    .map((entry) => entry.date);
  if (changed.length === 0) return;
  const neighbours = [...new Set(changed.flatMap((date) => [addDays(date, -1), addDays(date, 1)]))];
  const firstCalls = new Map((await findEntries(trx, neighbours)).map((day) => [day.date, day.surgeon_1st]));
  for (const day of after) firstCalls.set(day.date, day.surgeon_1st);
  const firstIds = [...firstCalls.values()].filter((id): id is number => id != null);
  const warnings = consecutiveFirstCallWarnings(
    firstCalls,
    changed,
    nameFrom(await findPhysicians(trx, [...new Set(firstIds)])),
  );
  if (warnings.length > 0) throw scheduleWarning(warnings);
}

/** Why a write moved calls, kept in each day's History entry: its words, and the call request that made it. */
export interface CallWriteCause {
  reason: string;
  requestId?: number;
}

const requestOf = (cause: CallWriteCause) => (cause.requestId === undefined ? {} : { request_id: cause.requestId });

/**
 * Writes the sent slots of each day inside the caller's transaction, through the calendar's
 * rules: a stale day throws StaleDays (the caller rolls back and answers 409), a hard rule 422,
 * a soft one `schedule_warning` unless acknowledged. `cause` goes into each day's History entry
 * (why the day changed, e.g. a swap). The days are recorded as changed, for the rooms after the commit.
 */
export async function writeCallEntries(
  trx: Db,
  actor: AuthUser,
  entries: CalendarEntryInput[],
  field: string,
  acknowledged: boolean,
  cause?: CallWriteCause,
): Promise<CallEntry[]> {
  const dates = entries.map((entry) => entry.date);
  const current = await findEntries(trx, dates);
  const stale = entries.filter(
    (entry, index) => entry.version !== undefined && entry.version !== current[index]!.version,
  );
  if (stale.length > 0) throw new StaleDays(stale.map((entry) => entry.date));
  await assertAssignable(trx, entries, field);
  await assertRules(trx, entries, current, field, acknowledged);
  // Rows are written in date order, so two saves of overlapping days lock them in the same order.
  const byDate = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date));
  const saved = [...current];
  for (const { entry, index } of byDate) {
    const slots = sentSlots(entry);
    if (Object.keys(slots).length === 0) continue;
    const written =
      (current[index]!.version === 0 && (await insertEntryIfAbsent(trx, entry.date, slots, actor.id))) ||
      (await updateEntry(trx, entry.date, slots, actor.id, entry.version));
    // Only on PostgreSQL, where another transaction can commit between our read and write.
    if (!written) throw new StaleDays([entry.date]);
    const [after] = await findEntries(trx, [entry.date]);
    saved[index] = after!;
    await recordAudit(trx, {
      actor,
      area: 'call-calendar',
      action: 'update',
      entityId: entry.date,
      before: current[index],
      after: cause === undefined ? after : { ...after, reason: cause.reason, ...requestOf(cause) },
    });
  }
  recordChange(trx, { kind: 'call-entries', entries: saved, before: current });
  return saved;
}

/**
 * Saves the sent slots of each day in one transaction. A day sent with a `version` that is no
 * longer the stored one makes the whole save fail with 409 and the current values of those
 * days; a day sent without `version` is written over whatever is stored (older clients).
 */
export async function saveCallEntries(
  deps: ServiceDeps,
  actor: AuthUser,
  entries: CalendarEntryInput[],
  {
    field = 'entries',
    acknowledgeWarnings = false,
    alsoInTransaction,
  }: {
    field?: string;
    acknowledgeWarnings?: boolean;
    /** Work of the same transaction after the write (an undo's followers). */
    alsoInTransaction?: (trx: Db) => Promise<void>;
  } = {},
): Promise<CallEntry[]> {
  let saved: CallEntry[];
  try {
    saved = await inTransaction(deps, async (trx) => {
      const written = await writeCallEntries(trx, actor, entries, field, acknowledgeWarnings);
      await alsoInTransaction?.(trx);
      return written;
    });
  } catch (error) {
    if (error instanceof StaleDays) {
      throw conflict(
        await findEntries(deps.db, error.dates),
        'Someone else saved some of these days first. Nothing was saved; here is what they hold now.',
      );
    }
    throw error;
  }
  return saved;
}
