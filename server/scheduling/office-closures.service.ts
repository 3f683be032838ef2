import { callDayProblems, type DaySlots } from '../../shared/schedule-rules.js';
import { OFFICE_SLOTS, SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import { OFFICE_NOTE_CLOSE, type ClearedCall, type OfficeRecord } from '../../shared/schemas/office-closures.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { fieldError, notFound, scheduleWarning } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { findEntries } from './call-entries.repository.js';
import { withClearedCalls } from './closure-holders.js';
import { takenOffWarnings, writeSlotsFor } from './taken-off-call.js';
import { surgeonsOffOn } from './time-off.repository.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import './scheduling.changes.js';
import {
  deleteOfficeRecord,
  findOfficeRecord,
  insertOfficeRecord,
  listOfficeRecords,
} from './office-closures.repository.js';

/** The office holders of `date`, who a closure of that day would take off. */
async function officeHoldersOn(trx: Db, date: string): Promise<Required<ClearedCall>[]> {
  const [day] = await findEntries(trx, [date]);
  return OFFICE_SLOTS.filter((slot) => day![slot] != null).map((slot) => ({ date, slot, surgeon_id: day![slot]! }));
}

/**
 * Puts back the holders a removed closure took off, where the slot is still free, the surgeon
 * is not off that day and the day's hard rules allow it; answers who was put back and who not (and why).
 */
async function putBackHolders(
  trx: Db,
  actor: AuthUser,
  date: string,
  calls: ClearedCall[],
): Promise<{ restored: ClearedCall[]; kept: (ClearedCall & { message: string })[] }> {
  const [day] = await findEntries(trx, [date]);
  const off = new Set((await surgeonsOffOn(trx, [date])).map((row) => row.surgeon_id));
  const slots: DaySlots = { ...day! };
  const restored: ClearedCall[] = [];
  const kept: (ClearedCall & { message: string })[] = [];
  for (const call of calls) {
    const id = call.surgeon_id;
    if (call.date !== date || id == null) continue;
    const label = SLOT_LABELS[call.slot];
    if (slots[call.slot] != null) kept.push({ ...call, message: `${label} is held by someone else now.` });
    else if (off.has(id)) kept.push({ ...call, message: `The surgeon is on time off that day; ${label} stays empty.` });
    else if (callDayProblems({ ...slots, [call.slot]: id }, false, String).length > 0)
      kept.push({ ...call, message: `The surgeon holds 1st call that day; ${label} stays empty.` });
    else {
      slots[call.slot] = id;
      restored.push(call);
    }
  }
  if (restored.length > 0) {
    const values = Object.fromEntries(restored.map((call) => [call.slot, call.surgeon_id]));
    await writeSlotsFor(trx, actor, date, values, 'Office reopened: holders put back');
  }
  return { restored, kept };
}

/**
 * Saves an office record: a closure ('Close') or the block calendar's effective start date
 * ('BlockTime'). Saving the same note for the same date twice keeps one record. A closure
 * empties that day's office slots in the same transaction and answers which (`cleared_calls`).
 */
export async function saveOfficeRecord(
  deps: ServiceDeps,
  actor: AuthUser,
  body: { note: string; effective_date_start: string; acknowledge_warnings?: boolean },
): Promise<{ record: OfficeRecord; clearedCalls: ClearedCall[] }> {
  const date = body.effective_date_start;
  const closing = body.note === OFFICE_NOTE_CLOSE;
  const { shown, cleared } = await inTransaction(deps, async (trx) => {
    const [existing] = await listOfficeRecords(trx, body.note, date, date);
    const record =
      existing ?? (await insertOfficeRecord(trx, { effective_date_start: date, note: body.note, actorId: actor.id }));
    const cleared = closing ? await officeHoldersOn(trx, date) : [];
    if (cleared.length > 0 && !body.acknowledge_warnings) {
      throw scheduleWarning(await takenOffWarnings(trx, cleared, 'closing the office'));
    }
    const values = Object.fromEntries(cleared.map((call) => [call.slot, null]));
    if (cleared.length > 0) await writeSlotsFor(trx, actor, date, values, 'Office closed');
    await recordAudit(trx, {
      actor,
      area: 'office-closures',
      action: existing ? 'save' : 'create',
      entityId: record.id,
      before: existing ?? null,
      after: { ...record, cleared_calls: cleared },
    });
    // A closure saved again took nobody off this time; it still remembers whom it took off first.
    const [shown] = (await withClearedCalls(trx, [record])) as [OfficeRecord];
    recordChange(trx, { kind: 'office-record', record: shown, closes: closing });
    return { shown, cleared };
  });
  return { record: shown, clearedCalls: cleared };
}

/**
 * Undoes a closure on `date` (`id` from the `office` list of GET /calendar-entries); the day is
 * open again. With `restoreHolders` the O AM / O PM holders it took off are put back where they can be.
 */
export async function removeOfficeClosure(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  date: string,
  { restoreHolders = false }: { restoreHolders?: boolean } = {},
): Promise<{ record: OfficeRecord; restored: ClearedCall[]; kept: (ClearedCall & { message: string })[] }> {
  const { record, restored, kept } = await inTransaction(deps, async (trx) => {
    const found = await findOfficeRecord(trx, id);
    if (!found || found.note !== OFFICE_NOTE_CLOSE) throw notFound('Office closure not found.');
    if (found.effective_date_start !== date)
      throw fieldError('date', 'The office is not closed by this record on that date.');
    const [record] = (await withClearedCalls(trx, [found])) as [OfficeRecord];
    await deleteOfficeRecord(trx, id);
    const { restored, kept } = restoreHolders
      ? await putBackHolders(trx, actor, date, record.cleared_calls ?? [])
      : { restored: [], kept: [] };
    await recordAudit(trx, {
      actor,
      area: 'office-closures',
      action: 'remove',
      entityId: id,
      before: record,
      after: restoreHolders ? { restored_calls: restored } : null,
    });
    recordChange(trx, { kind: 'office-closure-removed', id, date });
    return { record, restored, kept };
  });
  return { record, restored, kept };
}
