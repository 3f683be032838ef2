import type { PracticeClock } from '../../shared/practice-clock.js';
import type { Change } from '../realtime/changes.js';
import type { Db } from './connect.js';

/** PostgreSQL's "try again" failures: serialization failure and deadlock. SQLite never raises them. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * What a write needs: the database, the practice's clock its stamps are read from, and (for a
 * write that records changes) the keepers its changes go to before the commit and the live
 * projectors they go to after it.
 */
export interface WriteDeps {
  db: Db;
  clock: PracticeClock;
  projections?: { project(changes: readonly Change[]): void };
  keepers?: { keep(trx: Db, changes: readonly Change[]): Promise<void> };
}

/** Each open transaction's instant: every stamp and audit entry of one write tells the same time. */
const writeInstants = new WeakMap<Db, string>();
/** Each open transaction's recorded changes, where its deps can keep and project them. */
const recordedChanges = new WeakMap<Db, Change[]>();

/**
 * Runs `work` in one transaction, again (up to `attempts` times) when PostgreSQL aborted it
 * only because a concurrent transaction got in the way. `work` must be safe to re-run: it
 * reads what it needs inside the transaction.
 */
export async function inTransaction<T>(
  { db, clock, projections, keepers }: WriteDeps,
  work: (trx: Db) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const changes: Change[] = [];
    try {
      const result = await db.transaction().execute(async (trx) => {
        writeInstants.set(trx, clock.nowIso());
        if (projections || keepers) recordedChanges.set(trx, changes);
        const done = await work(trx);
        // Before the commit: what is kept from the changed rows commits (or rolls back) with them.
        if (keepers && changes.length > 0) await keepers.keep(trx, changes);
        return done;
      });
      // Committed: the changes go to the projectors; the caller answers without waiting for them.
      if (projections && changes.length > 0) projections.project(changes);
      return result;
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

/**
 * Records what the write of `trx` changed, for its keepers before its commit and the live
 * projectors after it (nothing is projected when it rolls back). The one way a write tells the
 * rooms: it never publishes itself.
 */
export function recordChange(trx: Db, change: Change): void {
  const changes = recordedChanges.get(trx);
  if (changes === undefined)
    throw new Error(
      'A write that records changes runs inside inTransaction with projections or keepers (server/db/transaction.ts).',
    );
  changes.push(change);
}
