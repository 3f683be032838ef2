import type { Db } from '../db/connect.js';
import type { CallPreferenceKind } from './call-preferences.tables.js';

/** The days marked in [from, to], by kind and date: who marked each. */
export async function preferencesBetween(
  db: Db,
  from: string,
  to: string,
): Promise<Record<CallPreferenceKind, Record<string, number[]>>> {
  const rows = await db
    .selectFrom('call_preferences')
    .select(['user_id', 'date', 'kind'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const marked: Record<CallPreferenceKind, Record<string, number[]>> = { unavailable: {}, prefer_not: {} };
  for (const row of rows) (marked[row.kind][row.date] ??= []).push(row.user_id);
  return marked;
}

/** One person's marks of [from, to], by date. */
export function marksOf(db: Db, userId: number, from: string, to: string) {
  return db
    .selectFrom('call_preferences')
    .select(['date', 'kind'])
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}

/** Every person's marks of [from, to], by date and then person. */
export function everyonesMarks(db: Db, from: string, to: string) {
  return db
    .selectFrom('call_preferences')
    .select(['date', 'kind', 'user_id as surgeon_id'])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('user_id')
    .execute();
}

/** Replaces one person's marks of [from, to] with `days`, stamped `at`. */
export async function replaceMarks(
  db: Db,
  userId: number,
  from: string,
  to: string,
  days: readonly { date: string; kind: CallPreferenceKind }[],
  at: string,
): Promise<void> {
  await db
    .deleteFrom('call_preferences')
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  if (days.length === 0) return;
  await db
    .insertInto('call_preferences')
    .values(days.map(({ date, kind }) => ({ user_id: userId, date, kind, updated_at: at })))
    .execute();
}
