import { OFFICE_SLOTS, type CallEntry } from '../../shared/schemas/call-calendar.js';
import { OFFICE_NOTE_CLOSE, type OfficeRecord } from '../../shared/schemas/office-closures.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { fieldError, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { findEntries, updateEntry } from './call-entries.repository.js';
import {
  publishCallEntries,
  publishCounters,
  publishDaysChanged,
  publishOfficeRecord,
  publishOfficeRemoved,
} from './call-calendar.live.js';
import { inTransaction } from '../db/transaction.js';
import {
  deleteOfficeRecord,
  findOfficeRecord,
  insertOfficeRecord,
  listOfficeRecords,
} from './office-closures.repository.js';
import type { ClearedCall } from './time-off.service.js';

/** A closed office has no sessions: the O AM / O PM holders of that day are taken off it. */
async function clearOfficeHolders(
  trx: Db,
  date: string,
  actorId: number,
): Promise<{ cleared: ClearedCall[]; day: CallEntry }> {
  const [day] = await findEntries(trx, [date]);
  const slots = OFFICE_SLOTS.filter((slot) => day![slot] != null);
  if (slots.length === 0) return { cleared: [], day: day! };
  await updateEntry(trx, date, Object.fromEntries(slots.map((slot) => [slot, null])), actorId);
  const [after] = await findEntries(trx, [date]);
  return { cleared: slots.map((slot) => ({ date, slot, surgeon_id: day![slot] })), day: after! };
}

/**
 * Saves an office record: a closure ('Close') or the block calendar's effective start date
 * ('BlockTime'). Saving the same note for the same date twice keeps one record. A closure
 * empties that day's office slots in the same transaction and answers which (`cleared_calls`).
 */
export async function saveOfficeRecord(
  deps: ServiceDeps,
  actor: AuthUser,
  body: { note: string; effective_date_start: string },
): Promise<{ record: OfficeRecord; clearedCalls: ClearedCall[] }> {
  const { db, publisher } = deps;
  const date = body.effective_date_start;
  const closing = body.note === OFFICE_NOTE_CLOSE;
  const { record, cleared, day } = await inTransaction(db, async (trx) => {
    const [existing] = await listOfficeRecords(trx, body.note, date, date);
    const record =
      existing ?? (await insertOfficeRecord(trx, { effective_date_start: date, note: body.note, actorId: actor.id }));
    const { cleared, day } = closing ? await clearOfficeHolders(trx, date, actor.id) : { cleared: [], day: null };
    await recordAudit(trx, {
      actor,
      area: 'office-closures',
      action: existing ? 'save' : 'create',
      entityId: record.id,
      before: existing ?? null,
      after: { ...record, cleared_calls: cleared },
    });
    return { record, cleared, day };
  });
  publishOfficeRecord(publisher, record);
  if (day && cleared.length > 0) {
    publishCallEntries(publisher, [day]);
    await publishCounters(deps, [date]);
  }
  // A closure changes that day's grid; a block-time effective date does not.
  if (closing) await publishDaysChanged(deps, [date]);
  return { record, clearedCalls: cleared };
}

/** Undoes a closure on `date` (`id` from the `office` list of GET /calendar-entries); the day is open again. */
export async function removeOfficeClosure(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  date: string,
): Promise<OfficeRecord> {
  const record = await inTransaction(deps.db, async (trx) => {
    const record = await findOfficeRecord(trx, id);
    if (!record || record.note !== OFFICE_NOTE_CLOSE) throw notFound('Office closure not found.');
    if (record.effective_date_start !== date)
      throw fieldError('date', 'The office is not closed by this record on that date.');
    await deleteOfficeRecord(trx, id);
    await recordAudit(trx, {
      actor,
      area: 'office-closures',
      action: 'remove',
      entityId: id,
      before: record,
      after: null,
    });
    return record;
  });
  publishOfficeRemoved(deps.publisher, date, id);
  await publishDaysChanged(deps, [date]);
  return record;
}
