import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Db } from './connect.js';

/** PostgreSQL's "try again" failures: serialization failure and deadlock. SQLite never raises them. */
const RETRYABLE = new Set(['40001', '40P01']);

/** What a write needs: the database, and the practice's clock its stamps are read from. */
export interface WriteDeps {
  db: Db;
  clock: PracticeClock;
}

/** Each open transaction's instant: every stamp and audit entry of one write tells the same time. */
const writeInstants = new WeakMap<Db, string>();

/**
 * Runs `work` in one transaction, again (up to `attempts` times) when PostgreSQL aborted it
 * only because a concurrent transaction got in the way. `work` must be safe to re-run: it
 * reads what it needs inside the transaction.
 */
export async function inTransaction<T>(
  { db, clock }: WriteDeps,
  work: (trx: Db) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute((trx) => {
        writeInstants.set(trx, clock.nowIso());
        return work(trx);
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** The instant of the write `trx` belongs to (the practice clock's, when its transaction began). */
export function writeAt(trx: Db): string {
  const at = writeInstants.get(trx);
  if (at === undefined) throw new Error('A stamped write runs inside inTransaction (server/db/transaction.ts).');
  return at;
}
