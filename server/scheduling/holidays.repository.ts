import type { CallDayRules } from '../../shared/call-day-kind.js';
import type { Holiday } from '../../shared/schemas/fairness-ledger.js';
import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

const columns = ['id', 'date', 'name'] as const;

/** The practice holidays (of `year`), by date. */
export function listHolidays(db: Db, year?: number): Promise<Holiday[]> {
  let query = db.selectFrom('practice_holidays').select(columns).orderBy('date');
  if (year !== undefined) query = query.where('date', '>=', `${year}-01-01`).where('date', '<=', `${year}-12-31`);
  return query.execute();
}

export function findHoliday(db: Db, id: number): Promise<Holiday | undefined> {
  return db.selectFrom('practice_holidays').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findHolidayOn(db: Db, date: string): Promise<Holiday | undefined> {
  return db.selectFrom('practice_holidays').select(columns).where('date', '=', date).executeTakeFirst();
}

export function insertHoliday(
  db: Db,
  values: { date: string; name: string; actorId: number | null },
): Promise<Holiday> {
  const now = writeAt(db);
  return db
    .insertInto('practice_holidays')
    .values({
      date: values.date,
      name: values.name,
      create_by: values.actorId,
      update_by: values.actorId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function deleteHoliday(db: Db, id: number): Promise<void> {
  await db.deleteFrom('practice_holidays').where('id', '=', id).execute();
}

/** The practice holidays of [from, to], by date. */
export function holidaysBetween(db: Db, from: string, to: string): Promise<Holiday[]> {
  return db
    .selectFrom('practice_holidays')
    .select(columns)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** The call-day rule's facts over [from, to]: the holidays in it, and the practice's Friday setting. */
export async function callDayRules(db: Db, from: string, to: string, fridayIsWeekend: boolean): Promise<CallDayRules> {
  const holidays = await holidaysBetween(db, from, to);
  return { holidays: new Set(holidays.map((row) => row.date)), fridayIsWeekend };
}
