import type { Db } from '../db/connect.js';
import { keepDays } from './kept-days.repository.js';

/**
 * The demo's cases are written straight into their tables (daily-schedule.seed.ts,
 * case-tracking.seed.ts), past the keepers: their days' figures are kept here, after them, with
 * the kept settings (the start then rebuilds them if the portal's differ). A new database's
 * seeded days are all its days.
 */
export async function seedOrMetrics(db: Db): Promise<void> {
  await keepDays(db, null);
}
