import type { PracticeClock } from '../shared/practice-clock.js';
import type { Db } from './db/connect.js';
import type { Publisher } from './realtime/publisher.js';
import type { Config } from './config.js';
import type { Projections } from './realtime/projections.js';
import type { Keepers } from './db/keepers.js';

/**
 * What a service needs: the database to write in one transaction, the publisher to tell after,
 * the practice's clock for every "now" and "today" it decides or stamps, and the practice's
 * settings its rules read.
 */
export interface ServiceDeps {
  db: Db;
  publisher: Publisher;
  clock: PracticeClock;
  /** Where the changes a write records go after its commit. */
  projections: Projections;
  /** What a write keeps up to date inside its transaction, from the changes it records. */
  keepers: Keepers;
  config: Pick<Config, 'fridayNightIsWeekend'>;
}

/** A service's deps, as the portal holds them (an area adds what else its services need). */
export function serviceDepsOf(app: ServiceDeps): ServiceDeps {
  const { db, publisher, clock, config, projections, keepers } = app;
  return { db, publisher, clock, config, projections, keepers };
}
