import type { EventInput, ScheduleEventRecord } from '../../shared/schemas/daily-schedule.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { insertStamp, updateStamp } from '../db/stamps.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import { isStale, updateVersioned } from '../db/versioned-update.js';
import { conflict, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { bumpRevision } from './day-cache.js';
import { assertNoDoubleBooking, assertNoWarnings, assertSurgeonsValid } from './event-rules.js';
import {
  findEvent,
  findEventRecord,
  insertEvent,
  insertEventSurgeons,
  replaceEventSurgeons,
  sameSurgeons,
  type StoredEvent,
} from './daily-schedule.repository.js';
import type { EventState } from './daily-schedule.changes.js';

const NOT_FOUND = 'Event not found.';

function columnsOf({ surgeon_id: _p, surgeon_deg: _a, version: _v, ...columns }: EventInput) {
  return columns;
}

/** An event is written only while live, and from the version its writer started from (if sent). */
const eventWrite = (id: number, version: number | null) =>
  ({
    table: 'schedule_events',
    id,
    version,
    unarchivedOnly: true,
    current: (db: Db) => findEventRecord(db, id),
    notFoundMessage: NOT_FOUND,
  }) as const;

/** The event as the write left it (one query): its record for the answer, its state for the rooms. */
async function stateOf(db: Db, id: number): Promise<{ record: ScheduleEventRecord; state: EventState }> {
  const { row, participants, record } = (await findEvent(db, id))!;
  return { record, state: { row, participants } };
}

async function assertRules(db: Db, input: EventInput, existing: StoredEvent | null, acknowledgeWarnings: boolean) {
  const alreadyOn = existing ? existing.participants.map((p) => p.surgeon_id) : [];
  const physicians = await assertSurgeonsValid(db, input, alreadyOn);
  await assertNoDoubleBooking(db, input, existing?.row.id ?? null);
  if (!acknowledgeWarnings) await assertNoWarnings(db, input, physicians);
}

export async function createEvent(
  deps: ServiceDeps,
  actor: AuthUser,
  input: EventInput,
  acknowledgeWarnings = false,
): Promise<ScheduleEventRecord> {
  const { record } = await inTransaction(deps, async (trx) => {
    await assertRules(trx, input, null, acknowledgeWarnings);
    const id = await insertEvent(trx, { ...columnsOf(input), is_archived: 0, ...insertStamp(trx, actor.id) });
    await insertEventSurgeons(trx, id, input.surgeon_id, input.surgeon_deg);
    await bumpRevision(trx);
    const created = await stateOf(trx, id);
    await recordAudit(trx, {
      actor,
      area: 'daily-schedule',
      action: 'create',
      entityId: id,
      before: null,
      after: created.record,
    });
    recordChange(trx, {
      kind: 'schedule-event',
      id,
      version: created.record.version,
      before: null,
      after: created.state,
    });
    return created;
  });
  return record;
}

/**
 * Saves an edit. With `version` (the one the form started from) a save from a stale start is
 * refused with 409 and the event as stored now; without it the last write wins.
 */
export async function updateEvent(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  input: EventInput,
  acknowledgeWarnings = false,
): Promise<ScheduleEventRecord> {
  const { record } = await inTransaction(deps, async (trx) => {
    const existing = await findEvent(trx, id);
    if (!existing || existing.row.is_archived === 1) throw notFound(NOT_FOUND);
    if (isStale(existing.row.version, input.version)) throw conflict(existing.record);
    await assertRules(trx, input, existing, acknowledgeWarnings);
    const values = { ...columnsOf(input), ...updateStamp(trx, actor.id) };
    await updateVersioned(trx, { ...eventWrite(id, input.version), values });
    // Most edits keep the surgeons: their rows are rewritten only when they change.
    if (!sameSurgeons(existing.participants, input.surgeon_id, input.surgeon_deg))
      await replaceEventSurgeons(trx, id, input.surgeon_id, input.surgeon_deg);
    await bumpRevision(trx);
    const updated = await stateOf(trx, id);
    await recordAudit(trx, {
      actor,
      area: 'daily-schedule',
      action: 'update',
      entityId: id,
      before: existing.record,
      after: updated.record,
    });
    recordChange(trx, {
      kind: 'schedule-event',
      id,
      version: updated.record.version,
      before: existing.row,
      after: updated.state,
    });
    return updated;
  });
  return record;
}

/** Delete archives: the row stays with is_archived 1 and leaves every grid. */
export async function archiveEvent(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  version: number | null,
): Promise<ScheduleEventRecord> {
  const record = await inTransaction(deps, async (trx) => {
    const existing = await findEvent(trx, id);
    if (!existing || existing.row.is_archived === 1) throw notFound(NOT_FOUND);
    const values = { is_archived: 1, ...updateStamp(trx, actor.id) };
    await updateVersioned(trx, { ...eventWrite(id, version), values });
    await bumpRevision(trx);
    const archived = (await findEventRecord(trx, id))!;
    await recordAudit(trx, {
      actor,
      area: 'daily-schedule',
      action: 'archive',
      entityId: id,
      before: existing.record,
      after: archived,
    });
    recordChange(trx, { kind: 'schedule-event', id, version: archived.version, before: existing.row, after: null });
    return archived;
  });
  return record;
}
