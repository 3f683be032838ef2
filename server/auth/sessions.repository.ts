import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.js';

export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('sessions')
    .values({ id, user_id: userId, created_at: at, last_seen_at: at, revoked_at: null })
    .execute();
  return id;
}

export function findLiveSession(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.last_seen_at',
      'users.id',
      'users.name',
      'users.role',
      'users.user_status',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', sessionId).execute();
}

/** Answers whether this call revoked it (false when it was revoked already). */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeUserSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of the user but `keepSessionId`; answers the ids it revoked. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
  now = new Date(),
): Promise<string[]> {
  const others = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
  const ids = others.map((row) => row.id);
  if (ids.length > 0) {
    await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('id', 'in', ids).execute();
  }
  return ids;
}
