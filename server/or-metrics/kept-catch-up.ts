import { LOOK_ACTIONS } from '../../shared/schemas/audit.js';
import type { Db } from '../db/connect.js';
import { keepDays } from './kept-days.repository.js';

/** The areas whose audited writes change cases: their entries' records carry the case's `event_date`. */
const CASE_AREAS = ['daily-schedule', 'case-tracking'];

/**
 * How long before a start its catch-up reaches back again: a write still in flight when the mark
 * was set (its entry stamped at its transaction's start) is read by the next start.
 */
const MARGIN_MS = 10 * 60_000;

/** The mark a catch-up or rebuild at `now` leaves: every write audited before it is known kept. */
export const keptThroughAt = (now: Date): string => new Date(now.getTime() - MARGIN_MS).toISOString();

const dateOf = (json: string | null): string | null => {
  const record = json === null ? null : (JSON.parse(json) as { event_date?: unknown } | null);
  return typeof record?.event_date === 'string' ? record.event_date : null;
};

/** The case days (before and after) of the writes audited from `since` on. */
export async function daysWrittenSince(db: Db, since: string): Promise<string[]> {
  const entries = await db
    .selectFrom('audit_log')
    .select(['before', 'after'])
    .where('area', 'in', CASE_AREAS)
    .where('at', '>=', since)
    .where('action', 'not in', [...LOOK_ACTIONS])
    .execute();
  const days = new Set<string>();
  for (const entry of entries)
    for (const date of [dateOf(entry.before), dateOf(entry.after)]) if (date !== null) days.add(date);
  return [...days];
}

/**
 * At start: keeps again the days of every case write audited since the last start's mark (with a
 * margin), then moves the mark. Writes through this release keep their days themselves; this is
 * for the writes of nodes of an earlier release, which run on while an update migrates and
 * restarts the nodes one by one. Answers how many days it kept.
 */
export async function catchUpKeptDays(db: Db, now: Date): Promise<number> {
  const { kept_through } = await db
    .selectFrom('or_metric_settings')
    .select('kept_through')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const days = await daysWrittenSince(db, kept_through);
  await db.transaction().execute(async (trx) => {
    await keepDays(trx, days);
    await trx
      .updateTable('or_metric_settings')
      .set({ kept_through: keptThroughAt(now) })
      .where('id', '=', 1)
      .execute();
  });
  return days.length;
}
