import type { PushKind } from '../../shared/schemas/push.js';
import type { Db } from '../db/connect.js';
import { findEntries } from '../scheduling/scheduling.queries.js';

/** The kinds each of `userIds` turned off. */
export async function kindsOff(db: Db, userIds: number[]): Promise<Map<number, Set<string>>> {
  const off = new Map<number, Set<string>>();
  if (userIds.length === 0) return off;
  const rows = await db
    .selectFrom('push_preferences')
    .select(['user_id', 'kind'])
    .where('user_id', 'in', userIds)
    .execute();
  for (const row of rows) off.set(row.user_id, (off.get(row.user_id) ?? new Set()).add(row.kind));
  return off;
}

export async function replaceKindsOff(db: Db, userId: number, kinds: PushKind[]): Promise<void> {
  await db.deleteFrom('push_preferences').where('user_id', '=', userId).execute();
  if (kinds.length > 0)
    await db
      .insertInto('push_preferences')
      .values(kinds.map((kind) => ({ user_id: userId, kind })))
      .execute();
}

/** Who holds today's 1st or 2nd call. */
export async function onCallOn(db: Db, today: string): Promise<Set<number>> {
  const [day] = await findEntries(db, [today]);
  return new Set([day?.surgeon_1st, day?.surgeon_2nd].filter((id): id is number => id != null));
}
