import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { NormalizedBlock, NormalizedMonth, NormalizedTick } from './block-time.normalize.js';

export interface StoredMonth {
  month: string;
  version: number;
  blocks: NormalizedBlock[];
  ticks: NormalizedTick[];
}

export async function findMonthVersion(db: Db, month: string): Promise<number> {
  const row = await db.selectFrom('block_time_months').select('version').where('month', '=', month).executeTakeFirst();
  return row?.version ?? 0;
}

export async function readStoredMonth(db: Db, month: string): Promise<StoredMonth> {
  const [version, blocks, ticks] = await Promise.all([
    findMonthVersion(db, month),
    db
      .selectFrom('block_time_entries')
      .select(['location', 'date', 'start_time', 'end_time'])
      .where('month', '=', month)
      .orderBy('date')
      .orderBy('location')
      .execute(),
    db.selectFrom('block_time_checkboxes').select(['location', 'date', 'checked']).where('month', '=', month).execute(),
  ]);
  return { month, version, blocks, ticks: ticks.map((tick) => ({ ...tick, checked: tick.checked === 1 })) };
}

/** The blocks of one date, in location order of the table (MOR, HOSC, ROBOT sorted by caller). */
export function listBlocksOfDate(db: Db, date: string): Promise<NormalizedBlock[]> {
  return db
    .selectFrom('block_time_entries')
    .select(['location', 'date', 'start_time', 'end_time'])
    .where('date', '=', date)
    .execute();
}

/**
 * Takes the month's next version: bumps it when it is still `expected` (any when undefined).
 * Answers the new version, or null when someone else saved in between.
 */
export async function claimNextVersion(
  db: Db,
  month: string,
  expected: number | undefined,
  actorId: number,
  now: string,
): Promise<number | null> {
  const current = await findMonthVersion(db, month);
  if (expected !== undefined && expected !== current) return null;
  if (current === 0) {
    // Two first saves of a month: the second inserts nothing (no unique-key 500) and is stale.
    const inserted = await db
      .insertInto('block_time_months')
      .values({ month, version: 1, create_by: actorId, update_by: actorId, created_at: now, updated_at: now })
      .onConflict((conflict) => conflict.column('month').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 1 : null;
  }
  const result = await db
    .updateTable('block_time_months')
    .set({ version: sql<number>`version + 1`, update_by: actorId, updated_at: now })
    .where('month', '=', month)
    .where('version', '=', current)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? current + 1 : null;
}

/** Replaces the month's blocks and checkbox states with `next`. */
export async function replaceMonthRows(db: Db, next: NormalizedMonth, actorId: number, now: string): Promise<void> {
  const audit = { create_by: actorId, update_by: actorId, created_at: now, updated_at: now, version: 1 };
  await db.deleteFrom('block_time_entries').where('month', '=', next.month).execute();
  await db.deleteFrom('block_time_checkboxes').where('month', '=', next.month).execute();
  if (next.blocks.length > 0) {
    await db
      .insertInto('block_time_entries')
      .values(next.blocks.map((block) => ({ ...block, month: next.month, ...audit })))
      .execute();
  }
  if (next.ticks.length > 0) {
    await db
      .insertInto('block_time_checkboxes')
      .values(next.ticks.map((tick) => ({ ...tick, checked: tick.checked ? 1 : 0, month: next.month, ...audit })))
      .execute();
  }
}

/** The versions of the saved months among `months` (a month nobody saved has no row: version 0). */
export function monthVersions(db: Db, months: string[]): Promise<{ month: string; version: number }[]> {
  return db.selectFrom('block_time_months').select(['month', 'version']).where('month', 'in', months).execute();
}
