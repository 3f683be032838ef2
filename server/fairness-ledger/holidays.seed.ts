import { toIsoDate } from '../../shared/dates.js';
import type { Db } from '../db/connect.js';
import type { SeedContext } from '../db/seed-context.js';

/** The `nth` (1-based; -1: last) `weekday` (0 Sunday … 6 Saturday) of `month` (1-12) of `year`. */
export function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = new Date(year, month - 1, 1).getDay();
    return toIsoDate(new Date(year, month - 1, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7));
  }
  const lastDay = new Date(year, month, 0);
  return toIsoDate(new Date(year, month - 1, lastDay.getDate() - ((lastDay.getDay() - weekday + 7) % 7)));
}

/** The practice's US holidays of `year`, by date. */
export function practiceHolidaysOf(year: number): { date: string; name: string }[] {
  return [
    { date: `${year}-01-01`, name: "New Year's Day" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: `${year}-07-04`, name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving' },
    { date: `${year}-12-25`, name: 'Christmas Day' },
  ];
}

/** The practice holidays of last year, this year and next (the demo's call covers this year and a little of the next). */
export async function seedHolidays(db: Db, context: SeedContext): Promise<void> {
  const year = Number(context.today.slice(0, 4));
  const now = context.now;
  const rows = [year - 1, year, year + 1].flatMap(practiceHolidaysOf).map((holiday) => ({
    ...holiday,
    create_by: null,
    update_by: null,
    created_at: now,
    updated_at: now,
    version: 1,
  }));
  await db.insertInto('practice_holidays').values(rows).execute();
}
