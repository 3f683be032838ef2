import type { Db } from './connect.js';

/** PostgreSQL's "try again" failures: serialization failure and deadlock. SQLite never raises them. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction, again (up to `attempts` times) when PostgreSQL aborted it
 * only because a concurrent transaction got in the way. `work` must be safe to re-run: it
 * reads what it needs inside the transaction.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}
