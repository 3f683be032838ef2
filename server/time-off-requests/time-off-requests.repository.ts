import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { permissions } from '../../shared/roles.js';
import type { Person } from '../../shared/schemas/call-requests.js';
import type { TimeOffRequest, TimeOffRequestState } from '../../shared/schemas/time-off-requests.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';
import type { TimeOffRequestsTable } from './time-off-requests.tables.js';

type Row = Selectable<TimeOffRequestsTable>;

/** Names of users by id (physicians and schedulers alike). */
async function peopleById(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name', 'initial']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

const unknownPerson = (id: number): Person => ({ id, name: `User #${id}`, initial: '' });

async function toRequests(db: Db, rows: Row[]): Promise<TimeOffRequest[]> {
  const people = await peopleById(
    db,
    rows.flatMap((row) => [row.surgeon_id, ...(row.decided_by === null ? [] : [row.decided_by])]),
  );
  return rows.map((row) => ({
    id: row.id,
    surgeon: people.get(row.surgeon_id) ?? unknownPerson(row.surgeon_id),
    vacation_type: row.vacation_type,
    start_date: row.start_date,
    end_date: row.end_date,
    state: row.state,
    approved_dates: JSON.parse(row.approved_dates) as string[],
    note: row.note,
    late_notice: Boolean(row.late_notice),
    decided_by: row.decided_by === null ? null : (people.get(row.decided_by) ?? unknownPerson(row.decided_by)),
    time_off_id: row.time_off_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  }));
}

export interface TimeOffRequestFilter {
  surgeonId?: number;
  states?: readonly TimeOffRequestState[];
  /** Only requests with a date in [from, to]. */
  range?: { from: string; to: string };
}

export async function listTimeOffRequests(db: Db, filter: TimeOffRequestFilter = {}): Promise<TimeOffRequest[]> {
  let query = db.selectFrom('time_off_requests').selectAll();
  if (filter.surgeonId !== undefined) query = query.where('surgeon_id', '=', filter.surgeonId);
  if (filter.states) query = query.where('state', 'in', [...filter.states]);
  if (filter.range) {
    query = query.where('start_date', '<=', filter.range.to).where('end_date', '>=', filter.range.from);
  }
  return toRequests(db, await query.orderBy('start_date').orderBy('id').execute());
}

/** The request with its author (`create_by`), or undefined. */
export async function findTimeOffRequest(
  db: Db,
  id: number,
): Promise<{ request: TimeOffRequest; authorId: number | null } | undefined> {
  const row = await db.selectFrom('time_off_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [request] = await toRequests(db, [row]);
  return { request: request!, authorId: row.create_by };
}

/** The surgeon's pending requests whose range overlaps [start, end]. */
export function overlappingPending(db: Db, surgeonId: number, start: string, end: string) {
  return db
    .selectFrom('time_off_requests')
    .select(['id', 'start_date', 'end_date'])
    .where('surgeon_id', '=', surgeonId)
    .where('state', '=', 'pending')
    .where('start_date', '<=', end)
    .where('end_date', '>=', start)
    .execute();
}

export async function insertTimeOffRequest(
  db: Db,
  values: {
    surgeon_id: number;
    vacation_type: string;
    start_date: string;
    end_date: string;
    note: string;
    late_notice: boolean;
    actorId: number;
  },
): Promise<number> {
  const now = writeAt(db);
  const { id } = await db
    .insertInto('time_off_requests')
    .values({
      surgeon_id: values.surgeon_id,
      vacation_type: values.vacation_type,
      start_date: values.start_date,
      end_date: values.end_date,
      state: 'pending',
      approved_dates: '[]',
      note: values.note,
      late_notice: values.late_notice ? 1 : 0,
      decided_by: null,
      time_off_id: null,
      create_by: values.actorId,
      update_by: values.actorId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Moves the request from `from` (at `version`) to a new state: a conditional UPDATE, so of two
 * decisions on one version only the first changes a row. Answers whether it did.
 */
export async function transitionTimeOffRequest(
  db: Db,
  id: number,
  expected: { state: TimeOffRequestState; version: number },
  changes: {
    state: TimeOffRequestState;
    actorId: number;
    approved_dates?: string[];
    decided_by?: number;
    time_off_id?: number | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('time_off_requests')
    .set({
      state: changes.state,
      ...(changes.approved_dates ? { approved_dates: JSON.stringify(changes.approved_dates) } : {}),
      ...(changes.decided_by === undefined ? {} : { decided_by: changes.decided_by }),
      ...(changes.time_off_id === undefined ? {} : { time_off_id: changes.time_off_id }),
      update_by: changes.actorId,
      updated_at: writeAt(db),
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('state', '=', expected.state)
    .where('version', '=', expected.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records which time off an approval made (inside the approval's transaction; no new version). */
export async function setTimeOffId(db: Db, id: number, timeOffId: number | null): Promise<void> {
  await db.updateTable('time_off_requests').set({ time_off_id: timeOffId }).where('id', '=', id).execute();
}

/** The active users who approve requests (call-calendar.write): the schedulers. */
export async function schedulerIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('user_status', '=', 1)
    .where('role', 'in', [...permissions['call-calendar.write']])
    .execute();
  return rows.map((row) => row.id);
}

/** The surgeon's time-off records holding any of `dates` (approval made them; cancelling removes them). */
export function timeOffDatesOf(db: Db, surgeonId: number, dates: string[]) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_off_dates')
    .select(['time_off_id', 'date'])
    .where('surgeon_id', '=', surgeonId)
    .where('date', 'in', dates)
    .orderBy('date')
    .execute();
}
