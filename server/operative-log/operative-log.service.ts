import { todayIso } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { Role } from '../../shared/roles.js';
import type { OperativeEntry, OperativeEntryBody } from '../../shared/schemas/operative-log.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { findEntry, insertEntry, updateEntry } from './operative-log.repository.js';
import { surgeonLogs } from './operative-log.stats.js';

export const NOT_TODAY = 'Operative entries can be changed only on the day they were added.';

/** May `user` change an entry added on `createdOn`? Only on that same practice day. */
export const canEditOn = (createdOn: string, today = todayIso()): boolean => createdOn === today;

/**
 * Surgeon and assistant must be existing active physicians. On an edit, a person already on
 * the entry stays acceptable even if since deactivated.
 */
async function assertPhysicians(db: Db, body: OperativeEntryBody, existing?: OperativeEntry) {
  const ids = [body.surgeon, body.assistant];
  const rows = await db.selectFrom('users').select(['id', 'role', 'user_status']).where('id', 'in', ids).execute();
  const errors: Record<string, string[]> = {};
  for (const field of ['surgeon', 'assistant'] as const) {
    const id = body[field];
    if (existing && existing[field] === id) continue;
    const user = rows.find((row) => row.id === id);
    if (!user || user.role !== Role.Physician || user.user_status !== 1) {
      errors[field] = [`The selected ${field} is not an active physician.`];
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

async function publishChange({ db, publisher }: ServiceDeps, entry: OperativeEntry) {
  publisher.publish(rooms.list('operative-log'), 'operative-entry:upserted', entry);
  const year = Number(entry.created_on.slice(0, 4));
  if (year === Number(todayIso().slice(0, 4))) {
    publisher.publish(rooms.list('operative-log'), 'operative-stats:changed', await surgeonLogs(db, year));
  }
}

export async function createEntry(deps: ServiceDeps, actor: AuthUser, body: OperativeEntryBody): Promise<OperativeEntry> {
  const { version: _version, ...fields } = body;
  const now = new Date().toISOString();
  const entry = await deps.db.transaction().execute(async (trx) => {
    await assertPhysicians(trx, body);
    const id = await insertEntry(trx, {
      ...fields,
      is_archived: 0,
      created_on: todayIso(),
      create_by: actor.id,
      update_by: actor.id,
      created_at: now,
      updated_at: now,
      version: 1,
    });
    const created = (await findEntry(trx, id))!;
    await recordAudit(trx, { actor, area: 'operative-log', action: 'create', entityId: id, before: null, after: created });
    return created;
  });
  await publishChange(deps, entry);
  return entry;
}

async function change(deps: ServiceDeps, actor: AuthUser, id: number, write: (trx: Db, existing: OperativeEntry) => Promise<object>) {
  const entry = await deps.db.transaction().execute(async (trx) => {
    const existing = await findEntry(trx, id);
    if (!existing || existing.is_archived === 1) throw notFound('Operative entry not found.');
    if (!canEditOn(existing.created_on)) throw forbidden(NOT_TODAY);
    const values = await write(trx, existing);
    await updateEntry(trx, id, { ...values, update_by: actor.id, updated_at: new Date().toISOString() });
    const updated = (await findEntry(trx, id))!;
    await recordAudit(trx, { actor, area: 'operative-log', action: 'is_archived' in values ? 'archive' : 'update', entityId: id, before: existing, after: updated });
    return updated;
  });
  await publishChange(deps, entry);
  return entry;
}

export function editEntry(deps: ServiceDeps, actor: AuthUser, id: number, body: OperativeEntryBody): Promise<OperativeEntry> {
  const { version, ...fields } = body;
  return change(deps, actor, id, async (trx, existing) => {
    if (version !== undefined && version !== existing.version) throw conflict(existing);
    await assertPhysicians(trx, body, existing);
    return fields;
  });
}

export function archiveEntry(deps: ServiceDeps, actor: AuthUser, id: number): Promise<OperativeEntry> {
  return change(deps, actor, id, async () => ({ is_archived: 1 }));
}
