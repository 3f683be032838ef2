import type { Db } from '../db/connect.js';

export interface HeldSession {
  sessionId: string;
  last_seen_at: string;
  revoked_at: string | null;
  role: number;
  user_status: number;
}

/** Bound parameters per statement stay far below SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

/** The sessions of `sessionIds` with what decides whether they are still live (missing ones are absent). */
export async function findHeldSessions(db: Db, sessionIds: readonly string[]): Promise<Map<string, HeldSession>> {
  const found = new Map<string, HeldSession>();
  for (let start = 0; start < sessionIds.length; start += CHUNK) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.last_seen_at',
        'sessions.revoked_at',
        'users.role',
        'users.user_status',
      ])
      .where('sessions.id', 'in', sessionIds.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) found.set(row.sessionId, row as HeldSession);
  }
  return found;
}
