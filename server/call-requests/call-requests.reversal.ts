import type { FastifyInstance } from 'fastify';
import { formatUsDate } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { SLOT_LABELS, CALL_SLOTS } from '../../shared/schemas/call-slots.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';
import { storeNotices } from '../messages/request-notices.js';
import { findRequestRow, offersOf, updateRequestIf } from './call-requests.repository.js';
import { auditRequest, concerned, describe, KIND_TITLES, requestChanged } from './call-requests.service.js';

/** The request that set a call day's History entry (`request_id` beside its reason), if any. */
function requestIdOf(entry: AuditEntry): number | null {
  const after = entry.after as { request_id?: unknown } | null;
  return typeof after?.request_id === 'number' ? after.request_id : null;
}

/** The call slots the undo puts back: those the request's write changed on that day. */
function slotsPutBack(entry: AuditEntry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const slots = CALL_SLOTS.filter((slot) => before[slot] !== after[slot]).map((slot) => SLOT_LABELS[slot]);
  return slots.length > 0 ? slots.join(' and ') : 'call';
}

/**
 * A scheduler's History → Undo of a call day that a swap, give-away or cover set (issue 31): the
 * request is marked reversed (who, when) and every person it named is told, in the undo's own
 * transaction, so the request never reads "Done" for a call the calendar no longer shows.
 */
export async function reverseRequestOfUndoneDay(trx: Db, actor: AuthUser, entry: AuditEntry): Promise<void> {
  const id = requestIdOf(entry);
  if (id == null || entry.action !== 'update') return;
  const row = await findRequestRow(trx, id);
  if (!row || row.state !== 'applied') return;
  const changes = { reversed_by: actor.id, reversed_at: writeAt(trx) };
  if (!(await updateRequestIf(trx, row.id, { state: 'applied', version: row.version }, changes, actor.id))) return;
  const after = { ...row, ...changes, update_by: actor.id, updated_at: changes.reversed_at, version: row.version + 1 };
  await auditRequest(trx, actor, 'update', row, after);
  const { what } = await describe(trx, row);
  const title = KIND_TITLES[row.kind];
  await storeNotices(trx, actor, [
    {
      recipientIds: concerned(row, await offersOf(trx, row.id), false),
      subject: `${title} reversed`,
      message:
        `${title} reversed: ${actor.name} undid ${what} in the call calendar's History. ` +
        `The ${slotsPutBack(entry)} on ${formatUsDate(entry.entity_id ?? '')} is back as it was before.`,
      about: { callRequestId: row.id },
    },
  ]);
  requestChanged(trx, after);
}

/** Has every History undo of a call day reach the request that set it. */
export function registerCallRequestReversal(app: FastifyInstance): void {
  app.undoables.follow('call-calendar', reverseRequestOfUndoneDay);
}
