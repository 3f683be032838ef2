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
