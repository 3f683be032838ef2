import type { Updateable } from 'kysely';
import { Role } from '../../shared/roles.js';
import type { OperativeEntry, OperativeEntryBody } from '../../shared/schemas/operative-log.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { insertStamp, updateStamp } from '../db/stamps.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import { isStale, updateVersioned } from '../db/versioned-update.js';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import './operative-log.changes.js';
import { findEntry, insertEntry } from './operative-log.repository.js';
import type { OperativeEntriesTable } from './operative-log.tables.js';

export const NOT_TODAY = 'Operative entries can be changed only on the day they were added.';

/** May `user` change an entry added on `createdOn`? Only on that same practice day. */
export const canEditOn = (createdOn: string, today: string): boolean => createdOn === today;

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

export async function createEntry(
  deps: ServiceDeps,
  actor: AuthUser,
  body: OperativeEntryBody,
): Promise<OperativeEntry> {
  const { version: _version, ...fields } = body;
  return inTransaction(deps, async (trx) => {
    await assertPhysicians(trx, body);
    const id = await insertEntry(trx, {
      ...fields,
      is_archived: 0,
      created_on: deps.clock.today(),
      ...insertStamp(trx, actor.id),
    });
    const created = (await findEntry(trx, id))!;
    await recordAudit(trx, {
      actor,
      area: 'operative-log',
      action: 'create',
      entityId: id,
      before: null,
      after: created,
    });
    recordChange(trx, { kind: 'operative-entry', entry: created });
    return created;
  });
}

async function change(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  write: (trx: Db, existing: OperativeEntry) => Promise<Updateable<OperativeEntriesTable>>,
  version?: number,
  /** An undo may bring a deleted entry back: it finds archived entries too (its version is required). */
  archivedToo = false,
) {
  return inTransaction(deps, async (trx) => {
    const existing = await findEntry(trx, id);
    if (!existing || (existing.is_archived === 1 && !archivedToo)) throw notFound('Operative entry not found.');
    if (!canEditOn(existing.created_on, deps.clock.today())) throw forbidden(NOT_TODAY);
    if (isStale(existing.version, version)) throw conflict(existing);
    const written = await write(trx, existing);
    const values = { ...written, ...updateStamp(trx, actor.id) };
    const current = (reader: Db) => findEntry(reader, id);
    await updateVersioned(trx, {
      table: 'operative_entries',
      id,
      version,
      values,
      unarchivedOnly: !archivedToo,
      current,
    });
    const updated = (await current(trx))!;
    await recordAudit(trx, {
      actor,
      area: 'operative-log',
      action: written.is_archived === 1 && existing.is_archived === 0 ? 'archive' : 'update',
      entityId: id,
      before: existing,
      after: updated,
    });
    recordChange(trx, { kind: 'operative-entry', entry: updated });
    return updated;
  });
}

/** An edit's write: the body's fields (and `extra`), its people checked as an edit checks them. */
const editedFields =
  (body: OperativeEntryBody, extra: Updateable<OperativeEntriesTable> = {}) =>
  async (trx: Db, existing: OperativeEntry) => {
    await assertPhysicians(trx, body, existing);
    const { version: _version, ...fields } = body;
    return { ...fields, ...extra };
  };

export function editEntry(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  body: OperativeEntryBody,
): Promise<OperativeEntry> {
  return change(deps, actor, id, editedFields(body), body.version);
}

export function archiveEntry(deps: ServiceDeps, actor: AuthUser, id: number): Promise<OperativeEntry> {
  return change(deps, actor, id, async () => ({ is_archived: 1 }));
}

/**
 * Undo: the entry's fields and its deleted (archived) flag as an earlier write left them, in one
 * versioned write from `version`, by the rules of an edit: only on the day it was added, the
 * people must be active physicians unless already on the entry, 409 when it changed since.
 */
export function restoreEntry(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  body: OperativeEntryBody,
  isArchived: number,
  version: number,
): Promise<OperativeEntry> {
  return change(deps, actor, id, editedFields(body, { is_archived: isArchived }), version, true);
}
