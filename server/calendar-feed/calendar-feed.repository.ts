import type { Db } from '../db/connect.js';
import { writeAt } from '../db/transaction.js';

/** Replaces the user's feed token (one per user): the previous URL stops working. */
export async function replaceFeedToken(db: Db, userId: number, tokenHash: string): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token_hash: tokenHash, created_at: writeAt(db) })
    .execute();
}

/** Answers whether there was a feed to revoke. */
export async function deleteFeedToken(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The active user a feed token belongs to (an inactive user's feed answers nothing). */
export function findFeedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['users.id', 'users.name'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('users.user_status', '=', 1)
    .executeTakeFirst();
}
