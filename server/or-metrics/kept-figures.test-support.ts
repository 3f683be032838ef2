import type { Db } from '../db/connect.js';
import { keepDays } from './kept-days.repository.js';

export type KeptRows = { days: string[]; counts: string[] };

/** Every kept row, in one order, each value as text (PostgreSQL and SQLite answer numbers alike so). */
export async function keptRows(db: Db): Promise<KeptRows> {
  const days = await db.selectFrom('or_metric_days').selectAll().execute();
  const counts = await db.selectFrom('or_metric_counts').selectAll().execute();
  const canonical = (rows: object[]) =>
    rows
      .map((row) =>
        JSON.stringify(Object.entries(row).map(([key, value]) => [key, value === null ? null : `${value}`])),
      )
      .sort();
  return { days: canonical(days), counts: canonical(counts) };
}

const ROLLBACK = new Error('rolled back on purpose');

/** The kept rows as a recomputation of every day from scratch would leave them (rolled back after). */
export async function keptFromScratch(db: Db): Promise<KeptRows> {
  let rows: KeptRows | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await keepDays(trx, null);
      rows = await keptRows(trx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  return rows!;
}
