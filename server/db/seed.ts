import { todayIso } from '../../shared/dates.js';
import { seedBlockTime } from '../block-time/block-time.seed.js';
import { seedCallCalendar } from '../call-calendar/call-calendar.seed.js';
import { seedUsers } from '../users/users.seed.js';
import { seedMessages } from '../messages/messages.seed.js';
import { seedRounds } from '../rounds/rounds.seed.js';
import { seedOperativeLog } from '../operative-log/operative-log.seed.js';
import { seedDailySchedule } from '../daily-schedule/daily-schedule.seed.js';
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
  seedDailySchedule,
];

/** Seeds a new (empty) database with the demo practice; leaves any other database alone. */
export async function seedDemoData(db: Db, today = todayIso()): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const context: SeedContext = { today, userIds: {}, physicianIds: [] };
  await db.transaction().execute(async (trx) => {
    for (const seeder of seeders) await seeder(trx, context);
  });
  return true;
}
