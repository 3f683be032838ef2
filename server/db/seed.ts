import type { PracticeClock } from '../../shared/practice-clock.js';
import type { PasswordCost } from '../auth/password.js';
import { seedBlockTime } from '../block-time/block-time.seed.js';
import { seedCallCalendar } from '../scheduling/call-calendar.seed.js';
import { seedHolidays } from '../fairness-ledger/holidays.seed.js';
import { seedUsers } from '../users/users.seed.js';
import { seedMessages } from '../messages/messages.seed.js';
import { seedRounds } from '../rounds/rounds.seed.js';
import { seedOperativeLog } from '../operative-log/operative-log.seed.js';
import { seedDailySchedule } from '../daily-schedule/daily-schedule.seed.js';
import { seedCaseTracking } from '../case-tracking/case-tracking.seed.js';
import { seedOrMetrics } from '../or-metrics/or-metrics.seed.js';
import type { Db } from './connect.js';
import { inTransaction } from './transaction.js';
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
  seedOrMetrics,
];

/** The time of day a test's demo stands at when it names only a day: mid-morning of a busy OR day. */
export const GIVEN_DAY_DEMO_CLOCK = '10:40';

export interface DemoSeedOptions {
  /** The practice's clock: the demo stands at its now (today, and nothing today after its time). */
  clock: PracticeClock;
  /**
   * The test harness's demo users sign in hundreds of times a run: their shared hash may be made
   * at a lower scrypt cost (never outside the harness; hashes keep their own parameters).
   */
  passwordCost?: PasswordCost;
}

/** Seeds a new (empty) database with the demo practice; leaves any other database alone. */
export async function seedDemoData(db: Db, { clock, passwordCost }: DemoSeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const context: SeedContext = {
    today: clock.today(),
    clock: clock.time(),
    now: clock.nowIso(),
    timeZone: clock.timeZone,
    userIds: {},
    physicianIds: [],
    passwordCost,
  };
  await inTransaction({ db, clock }, async (trx) => {
    for (const seeder of seeders) await seeder(trx, context);
  });
  return true;
}
