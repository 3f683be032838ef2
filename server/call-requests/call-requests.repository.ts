import { sql, type Selectable, type Updateable } from 'kysely';
import {
  OPEN_CALL_REQUEST_STATES,
  type CallRequest,
  type CallRequestState,
  type Person,
} from '../../shared/schemas/call-requests.js';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';
import type { CallRequestsTable } from './call-requests.tables.js';

export type CallRequestRow = Selectable<CallRequestsTable>;
export interface OfferRow {
  surgeon_id: number;
  declined_at: string | null;
}

export async function findRequestRow(db: Db, id: number): Promise<CallRequestRow | undefined> {
  return db.selectFrom('call_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function offersOf(db: Db, id: number): Promise<OfferRow[]> {
  return db
    .selectFrom('call_request_offers')
    .select(['surgeon_id', 'declined_at'])
    .where('request_id', '=', id)
    .orderBy('surgeon_id')
    .execute();
}

/** Any users (a cover offer's author is a scheduler, not a surgeon), by id. */
export async function findPeople(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'initial']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The requests as the API answers them (offers, people), in the order given. */
export async function toCallRequests(db: Db, rows: CallRequestRow[]): Promise<CallRequest[]> {
  if (rows.length === 0) return [];
  const offers = await db
    .selectFrom('call_request_offers')
    .select(['request_id', 'surgeon_id', 'declined_at'])
    .where(
      'request_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('surgeon_id')
    .execute();
  const ids = rows.flatMap((row) => [
    row.from_surgeon_id,
    row.to_surgeon_id,
    row.author_id,
    row.accepted_by,
    row.decided_by,
    row.reversed_by,
  ]);
  const people = await findPeople(db, [
    ...ids.filter((id): id is number => id != null),
    ...offers.map((offer) => offer.surgeon_id),
  ]);
  const person = (id: number | null): Person | null =>
    id == null ? null : (people.get(id) ?? { id, name: `User #${id}`, initial: '?' });
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    date: row.date,
    slot: row.slot,
    from_surgeon: person(row.from_surgeon_id),
    to_surgeon: person(row.to_surgeon_id),
    return_date: row.return_date,
    return_slot: row.return_slot,
    offered_to: offers
      .filter((offer) => offer.request_id === row.id && offer.declined_at == null)
      .map((offer) => person(offer.surgeon_id)!),
    author: person(row.author_id)!,
    accepted_by: person(row.accepted_by),
    decided_by: person(row.decided_by),
    note: row.note,
    expires_at: row.expires_at,
    applied_at: row.applied_at,
    reversed_by: person(row.reversed_by),
    reversed_at: row.reversed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  }));
}

export interface NewCallRequest {
  kind: CallRequestsTable['kind'];
  date: string;
  slot: CallSlot;
  from_surgeon_id: number | null;
  to_surgeon_id: number | null;
  return_date: string | null;
  return_slot: CallSlot | null;
  author_id: number;
  note: string;
  expires_at: string;
}

export async function insertRequest(trx: Db, request: NewCallRequest, offeredTo: number[]): Promise<number> {
  const now = writeAt(trx);
  const row = await trx
    .insertInto('call_requests')
    .values({
      ...request,
      state: 'proposed',
      accepted_by: null,
      decided_by: null,
      applied_at: null,
      reversed_by: null,
      reversed_at: null,
      create_by: request.author_id,
      update_by: request.author_id,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (offeredTo.length > 0) {
    await trx
      .insertInto('call_request_offers')
      .values(offeredTo.map((surgeon_id) => ({ request_id: row.id, surgeon_id, declined_at: null })))
      .execute();
  }
  return row.id;
}

/**
 * Moves a request from `expected` at `version` to `changes` (version + 1) in one statement, so
 * of two concurrent transitions from one state exactly one writes. Answers whether it wrote.
 */
export async function updateRequestIf(
  trx: Db,
  id: number,
  expected: { state: CallRequestState | readonly CallRequestState[]; version: number },
  changes: Updateable<CallRequestsTable>,
  actorId: number | null,
): Promise<boolean> {
  const states = typeof expected.state === 'string' ? [expected.state] : [...expected.state];
  const result = await trx
    .updateTable('call_requests')
    .set({
      ...changes,
      ...(actorId == null ? {} : { update_by: actorId }),
      updated_at: writeAt(trx),
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('state', 'in', states)
    .where('version', '=', expected.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function declineOffer(trx: Db, id: number, surgeonId: number): Promise<boolean> {
  const result = await trx
    .updateTable('call_request_offers')
    .set({ declined_at: writeAt(trx) })
    .where('request_id', '=', id)
    .where('surgeon_id', '=', surgeonId)
    .where('declined_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An open request moving `slot` of `date` (as its call or a swap's return call). */
export function openRequestOn(db: Db, date: string, slot: CallSlot): Promise<CallRequestRow | undefined> {
  return db
    .selectFrom('call_requests')
    .selectAll()
    .where('state', 'in', [...OPEN_CALL_REQUEST_STATES])
    .where((eb) =>
      eb.or([
        eb.and([eb('date', '=', date), eb('slot', '=', slot)]),
        eb.and([eb('return_date', '=', date), eb('return_slot', '=', slot)]),
      ]),
    )
    .executeTakeFirst();
}

/** Requests touching [from, to] (either call), or those a user is part of; open ones unless `all`. */
export function listRequestRows(
  db: Db,
  filter: { from?: string; to?: string; userId?: number; all: boolean },
): Promise<CallRequestRow[]> {
  let query = db.selectFrom('call_requests').selectAll();
  if (!filter.all) query = query.where('state', 'in', [...OPEN_CALL_REQUEST_STATES]);
  const { from, to, userId } = filter;
  if (from !== undefined && to !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('date', '>=', from), eb('date', '<=', to)]),
        eb.and([eb('return_date', '>=', from), eb('return_date', '<=', to)]),
      ]),
    );
  }
  if (userId !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('author_id', '=', userId),
        eb('from_surgeon_id', '=', userId),
        eb('to_surgeon_id', '=', userId),
        eb('accepted_by', '=', userId),
        eb('id', 'in', eb.selectFrom('call_request_offers').select('request_id').where('surgeon_id', '=', userId)),
      ]),
    );
  }
  return query.orderBy('date').orderBy('id').execute();
}

/** Open requests whose call has started by `now` (ISO). */
export function dueRequestRows(db: Db, now: string, id?: number): Promise<CallRequestRow[]> {
  let query = db
    .selectFrom('call_requests')
    .selectAll()
    .where('state', 'in', [...OPEN_CALL_REQUEST_STATES])
    .where('expires_at', '<=', now);
  if (id !== undefined) query = query.where('id', '=', id);
  return query.orderBy('id').execute();
}

/** The call request a message is about, if any. */
export async function requestOfMessage(db: Db, messageId: number) {
  return db
    .selectFrom('request_messages')
    .select(['call_request_id', 'time_off_request_id'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
}

/** Active users who schedule the calendar (told of requests waiting for approval). */
export async function schedulerIds(db: Db, roles: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', [...roles])
    .where('user_status', '=', 1)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the user sent or received the message. */
export async function messageOfUser(db: Db, messageId: number, userId: number): Promise<boolean> {
  const sent = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', messageId)
    .where('sender_id', '=', userId)
    .executeTakeFirst();
  if (sent) return true;
  const received = await db
    .selectFrom('message_recipients')
    .select('id')
    .where('message_id', '=', messageId)
    .where('recipient_id', '=', userId)
    .executeTakeFirst();
  return received !== undefined;
}
