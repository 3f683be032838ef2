import type { PracticeClock } from '../shared/practice-clock.js';
import type { Db } from './db/connect.js';
import type { Publisher } from './realtime/publisher.js';
import type { Config } from './config.js';

/**
 * What a service needs: the database to write in one transaction, the publisher to tell after,
 * the practice's clock for every "now" and "today" it decides or stamps, and the practice's
 * settings its rules read.
 */
export interface ServiceDeps {
  db: Db;
  publisher: Publisher;
  clock: PracticeClock;
  config: Pick<Config, 'fridayNightIsWeekend'>;
}
