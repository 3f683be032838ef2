import { addDays } from '../../shared/dates.js';
import { zonedTimeToUtc } from '../../shared/zoned-time.js';
import type { AuditAction, AuditArea, AuditEntry, AuditLogQuery } from '../../shared/schemas/audit.js';
import { AUDIT_PAGE_SIZE, LOOK_ACTIONS } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';
import { inTransaction, writeAt, type WriteDeps } from '../db/transaction.js';
import { auditContextOf } from './audit-context.js';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from './audit.tables.js';
import { auditJson } from './redact.js';
import { claimIdempotencyKey } from '../idempotency/idempotency.repository.js';

export interface AuditActor {
  id: number | null;
  name: string;
  boardId?: number | null;
}

export interface NewAuditEntry {
  /** The signed-in user (their AuthUser), a board, or for a failed sign-in the name typed. */
  actor: AuditActor;
  area: AuditArea;
  action: AuditAction;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to the address of the request the actor came with. */
  address?: string | null;
}

/**
 * The one writer of the audit log. Call it with the transaction of the change it records, so
 * the entry commits (or rolls back) with the change. Inside an undo request the action becomes
 * 'undo' and the entry says which entry it undid.
 */
export async function recordAudit(trx: Db, entry: NewAuditEntry): Promise<void> {
  const context = auditContextOf(entry.actor);
  const undoOf = context?.undoOf;
  await trx
    .insertInto('audit_log')
    .values({
      at: writeAt(trx),
      actor_user_id: entry.actor.boardId ? null : entry.actor.id,
      actor_name: entry.actor.name,
      actor_board_id: entry.actor.boardId ?? null,
      area: entry.area,
      action: undoOf === undefined ? entry.action : 'undo',
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before: auditJson(entry.before),
      after: auditJson(undoOf === undefined ? entry.after : { ...(entry.after as object), undo_of: undoOf }),
      address: entry.address ?? context?.address ?? null,
    })
    .execute();
  // Every write records itself here, in its own transaction: its Idempotency-Key commits with it.
  await claimIdempotencyKey(trx, entry.actor);
}

/** An entry that stands alone (a look at patient data), in a transaction of its own. */
export function recordAuditAlone(deps: WriteDeps, entry: NewAuditEntry): Promise<void> {
  return inTransaction(deps, (trx) => recordAudit(trx, entry));
}

/** The UTC instant a practice day starts at, in the practice's zone. */
const practiceDayStart = (date: string, timeZone: string): string =>
  zonedTimeToUtc(date, '00:00', timeZone).toISOString();

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function toAuditEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return { ...row, before: parseJson(row.before), after: parseJson(row.after) };
}

/** A page of the log, newest first, continuing below the `page` cursor (`at_id` of the last row). */
export async function listAuditEntries(
  db: Db,
  query: AuditLogQuery,
  timeZone: string,
): Promise<{ entries: AuditEntry[]; next_page: string | null }> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.area) select = select.where('area', '=', query.area);
  if (query.user_id) select = select.where('actor_user_id', '=', query.user_id);
  if (query.entity_id) select = select.where('entity_id', '=', query.entity_id);
  if (query.from) select = select.where('at', '>=', practiceDayStart(query.from, timeZone));
  if (query.to) select = select.where('at', '<', practiceDayStart(addDays(query.to, 1), timeZone));
  if (query.page) {
    const [at, id] = splitCursor(query.page);
    select = select.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await select
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map(toAuditEntry),
    next_page: rows.length > AUDIT_PAGE_SIZE && last ? `${last.at}_${last.id}` : null,
  };
}

function splitCursor(cursor: string): [string, number] {
  const at = cursor.slice(0, cursor.lastIndexOf('_'));
  return [at, Number(cursor.slice(cursor.lastIndexOf('_') + 1))];
}

/** The change history of one record (writes only, not looks), newest first. */
export async function historyOf(db: Db, areas: readonly string[], entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('area', 'in', areas)
    .where('action', 'not in', [...LOOK_ACTIONS])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(toAuditEntry);
}

export async function findAuditEntry(db: Db, id: number): Promise<AuditEntry | undefined> {
  const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAuditEntry(row) : undefined;
}

/** The newest entry written for `entityId` in `area` (the undo's own entry, for its answer). */
export async function latestEntryOf(db: Db, area: string, entityId: string): Promise<AuditEntry | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', '=', area)
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toAuditEntry(row) : undefined;
}
