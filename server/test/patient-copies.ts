import type { Db } from '../db/connect.js';

/**
 * `count` copies of a stored, not archived patient entry under the last name `lastName`: more
 * matches for one name than a search answers at once, without a year of seeded data. Rounds
 * are copied archived years ago, as most of a practice's rounds are (the live census and
 * today's archive, which the rounds room sends every client, stay small).
 */
export async function copyPatients(
  db: Db,
  table: 'operative_entries' | 'hospital_rounds',
  lastName: string,
  count: number,
): Promise<void> {
  const { id: _id, ...row } = await db
    .selectFrom(table)
    .selectAll()
    .where('is_archived', '=', 0)
    .executeTakeFirstOrThrow();
  const archived =
    table === 'hospital_rounds'
      ? { is_archived: 1, updated_on: '2020-01-06', updated_at: '2020-01-06T15:00:00.000Z' }
      : {};
  const rows = Array.from({ length: count }, () => ({ ...row, ...archived, last_name: lastName }));
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 100) as never)
      .execute();
}
