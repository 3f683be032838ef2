import type { Db } from './db/connect.js';
import type { Publisher } from './realtime/publisher.js';

/** What a service needs: the database to write in one transaction, the publisher to tell after. */
export interface ServiceDeps {
  db: Db;
  publisher: Publisher;
}
