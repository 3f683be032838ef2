import { can } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { CallRequest } from '../../shared/schemas/call-requests.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { findRequestRow, toCallRequests } from './call-requests.repository.js';

/**
 * Who reads a call request's note (issue 30, as a time-off request's): those it concerns (its
 * author, the colleague giving or asked, those it is offered to, whoever accepted it) and
 * schedulers. The request itself (whose call, which day) is for everyone: call assignments are
 * not private.
 */
export function mayReadCallRequestNote(viewer: Pick<AuthUser, 'id' | 'role'>, request: CallRequest): boolean {
  if (can(viewer.role, 'call-calendar.write')) return true;
  const people = [request.author, request.from_surgeon, request.to_surgeon, request.accepted_by, ...request.offered_to];
  return people.some((person) => person?.id === viewer.id);
}

/** The request without its note: for month rooms, which everyone signed in shares. */
export function withoutNote(request: CallRequest): CallRequest {
  const { note: _note, ...rest } = request;
  return rest;
}

/** The request as `viewer` may read it. */
export const callRequestFor = (viewer: Pick<AuthUser, 'id' | 'role'>, request: CallRequest): CallRequest =>
  mayReadCallRequestNote(viewer, request) ? request : withoutNote(request);

const withoutNoteField = (side: unknown): unknown => {
  if (side === null || typeof side !== 'object' || !('note' in side)) return side;
  const { note: _note, ...rest } = side;
  return rest;
};

/** A call request's History: whole for those who read its note, without the note for others. */
export async function callRequestHistoryFor(
  db: Db,
  viewer: AuthUser,
  entityId: string,
  entries: AuditEntry[],
): Promise<AuditEntry[]> {
  const row = /^\d+$/.test(entityId) ? await findRequestRow(db, Number(entityId)) : undefined;
  const [request] = row ? await toCallRequests(db, [row]) : [];
  if (request && mayReadCallRequestNote(viewer, request)) return entries;
  return entries.map((entry) => ({
    ...entry,
    before: withoutNoteField(entry.before),
    after: withoutNoteField(entry.after),
  }));
}
