import type { PasswordCost } from '../auth/password.js';
import type { Db } from './connect.js';

/** What the demo seeders share: the practice's today and the demo users' ids by username. */
export interface SeedContext {
  today: string;
  /** The practice's time of day (`HH:mm`) the demo stands at: nothing today happens after it. */
  clock: string;
  /** The instant the demo is seeded at (ISO-8601 UTC): its records' stamps. */
  now: string;
  /** The practice's time zone, in which `today` and `clock` are read. */
  timeZone: string;
  userIds: Record<string, number>;
  /** Active physicians' ids, in seed order. */
  physicianIds: number[];
  /** The demo password's scrypt cost: the real one unless a test asks for less. */
  passwordCost?: PasswordCost;
}

export type Seeder = (db: Db, context: SeedContext) => Promise<void>;
