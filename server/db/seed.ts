import { pad2, todayIso } from '../../shared/dates.js';
import { seedBlockTime } from '../block-time/block-time.seed.js';
import { seedCallCalendar } from '../call-calendar/call-calendar.seed.js';
import { seedHolidays } from '../call-calendar/requests/holidays.seed.js';
import { seedUsers } from '../users/users.seed.js';
import { seedMessages } from '../messages/messages.seed.js';
import { seedRounds } from '../rounds/rounds.seed.js';
import { seedOperativeLog } from '../operative-log/operative-log.seed.js';
import { seedDailySchedule } from '../daily-schedule/daily-schedule.seed.js';
import { seedCaseTracking } from '../case-tracking/case-tracking.seed.js';
import type { Db } from './connect.js';
import type { SeedContext, Seeder } from './seed-context.js';

/** Demo data, area by area, in dependency order. Each area adds its seeder here. */
const seeders: Seeder[] = [
  seedUsers,
  seedMessages,
  seedBlockTime,
  seedRounds,
  seedOperativeLog,
  seedCallCalendar,
  seedHolidays,
  seedDailySchedule,
  seedCaseTracking,
];

/** The time of day a demo seeded for a given day (a test's) stands at: mid-morning of a busy OR day. */
export const GIVEN_DAY_DEMO_CLOCK = '10:40';

export interface DemoSeedOptions {
  /** The practice's today; given (by a test), the demo stands at GIVEN_DAY_DEMO_CLOCK that day. */
  today?: string;
}

/**
 * Seeds a new (empty) database with the demo practice; leaves any other database alone. Without
 * a given day it stands at the practice's now (the process's TZ is the practice's zone).
 */
export async function seedDemoData(db: Db, { today }: DemoSeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = new Date();
  const context: SeedContext = {
    today: today ?? todayIso(now),
    clock: today === undefined ? `${pad2(now.getHours())}:${pad2(now.getMinutes())}` : GIVEN_DAY_DEMO_CLOCK,
    userIds: {},
    physicianIds: [],
  };
  await db.transaction().execute(async (trx) => {
    for (const seeder of seeders) await seeder(trx, context);
  });
  return true;
}
