import { sql } from 'kysely';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { CmeItem } from '../../shared/schemas/day-overlays.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

/** Time-off records with every one of their dates; only those with a date in [from, to] when given. */
export async function listTimeOff(
  db: Db,
  range?: { from: string; to: string },
  ids?: number[],
): Promise<TimeOffRecord[]> {
  let query = db
    .selectFrom('time_off')
    .innerJoin('users', 'users.id', 'time_off.surgeon_id')
    .select([
      'time_off.id',
      'time_off.surgeon_id',
      'time_off.vacation_type',
      'time_off.version',
      'users.initial',
      'users.name',
    ]);
  if (range) {
    query = query.where('time_off.id', 'in', (eb) =>
      eb
        .selectFrom('time_off_dates')
        .select('time_off_id')
        .where('date', '>=', range.from)
        .where('date', '<=', range.to),
    );
  }
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('time_off.id', 'in', ids);
  }
  const records = await query.orderBy('time_off.id').execute();
  if (records.length === 0) return [];
  const dates = await db
    .selectFrom('time_off_dates')
    .select(['time_off_id', 'date'])
    .where(
      'time_off_id',
      'in',
      records.map((record) => record.id),
    )
    .orderBy('date')
    .execute();
  const datesById = new Map<number, string[]>();
  for (const row of dates) datesById.set(row.time_off_id, [...(datesById.get(row.time_off_id) ?? []), row.date]);
  return records.map(({ initial, name, ...record }) => ({
    ...record,
    vacation_dates: datesById.get(record.id) ?? [],
    user: { initial, name },
  }));
}

export async function findTimeOff(db: Db, id: number): Promise<TimeOffRecord | undefined> {
  const [record] = await listTimeOff(db, undefined, [id]);
  return record;
}

export async function insertTimeOff(
  db: Db,
  values: { surgeon_id: number; vacation_type: string; dates: string[]; actorId: number },
): Promise<number> {
  const now = writeAt(db);
  const { id } = await db
    .insertInto('time_off')
    .values({
      surgeon_id: values.surgeon_id,
      vacation_type: values.vacation_type,
      create_by: values.actorId,
      update_by: values.actorId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('time_off_dates')
    .values(values.dates.map((date) => ({ time_off_id: id, surgeon_id: values.surgeon_id, date })))
    .execute();
  return id;
}

/** Removes one date of a record; answers how many dates it has left. */
export async function deleteTimeOffDate(db: Db, id: number, date: string, actorId: number): Promise<number> {
  await db.deleteFrom('time_off_dates').where('time_off_id', '=', id).where('date', '=', date).execute();
  const { count } = await db
    .selectFrom('time_off_dates')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('time_off_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) {
    await db.deleteFrom('time_off').where('id', '=', id).execute();
  } else {
    await db
      .updateTable('time_off')
      .set({ update_by: actorId, updated_at: writeAt(db), version: sql<number>`version + 1` })
      .where('id', '=', id)
      .execute();
  }
  return Number(count);
}

/** Who has time off on each of `dates`, with the record's type. */
export function surgeonsOffOn(db: Db, dates: string[]) {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_off_dates')
    .innerJoin('time_off', 'time_off.id', 'time_off_dates.time_off_id')
    .select(['time_off_dates.date', 'time_off_dates.surgeon_id', 'time_off.vacation_type'])
    .where('time_off_dates.date', 'in', dates)
    .execute();
}

/** The dates among `dates` the surgeon already has off (any record). */
export async function datesAlreadyOff(db: Db, surgeonId: number, dates: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('time_off_dates')
    .select('date')
    .where('surgeon_id', '=', surgeonId)
    .where('date', 'in', dates)
    .orderBy('date')
    .execute();
  return rows.map((row) => row.date);
}

/** The surgeon's time off on any of `dates`, with its type ("CME", "Vac."), in date order. */
export function timeOffTypesOn(
  db: Db,
  surgeonId: number,
  dates: string[],
): Promise<{ date: string; vacation_type: string }[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_off_dates')
    .innerJoin('time_off', 'time_off.id', 'time_off_dates.time_off_id')
    .select(['time_off_dates.date', 'time_off.vacation_type'])
    .where('time_off_dates.surgeon_id', '=', surgeonId)
    .where('time_off_dates.date', 'in', dates)
    .orderBy('time_off_dates.date')
    .execute();
}

/** Time-off records covering `date`, as the day grid's CME column reads them. */
export async function timeOffOn(db: Db, date: string): Promise<CmeItem[]> {
  const ids = await db.selectFrom('time_off_dates').select('time_off_id').where('date', '=', date).execute();
  const records = await listTimeOff(db, undefined, [...new Set(ids.map((row) => row.time_off_id))]);
  return records
    .map(({ surgeon_id, vacation_type, vacation_dates }) => ({ surgeon_id, vacation_type, vacation_dates }))
    .sort((a, b) => a.surgeon_id - b.surgeon_id);
}

/** The surgeon's first time-off date on or after `from`, with its record's type and every date of it. */
export async function nextTimeOffOf(
  db: Db,
  surgeonId: number,
  from: string,
): Promise<{ date: string; record: TimeOffRecord } | null> {
  const next = await db
    .selectFrom('time_off_dates')
    .select(['time_off_id', 'date'])
    .where('surgeon_id', '=', surgeonId)
    .where('date', '>=', from)
    .orderBy('date')
    .limit(1)
    .executeTakeFirst();
  const record = next && (await findTimeOff(db, next.time_off_id));
  return next && record ? { date: next.date, record } : null;
}

/** Which of `surgeons` have time off on which of `dates` (any record). */
export function daysOffAmong(
  db: Db,
  surgeons: number[],
  dates: string[],
): Promise<{ surgeon_id: number; date: string }[]> {
  return db
    .selectFrom('time_off_dates')
    .select(['surgeon_id', 'date'])
    .where('surgeon_id', 'in', surgeons)
    .where('date', 'in', dates)
    .execute();
}
