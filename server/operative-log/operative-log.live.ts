import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { OperativeEntry } from '../../shared/schemas/operative-log.js';
import type { ServiceDeps } from '../service-deps.js';
import { listEntriesOn } from './operative-log.repository.js';
import { surgeonLogs } from './operative-log.stats.js';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The operative log's live side: its room's snapshot and what it is told after a commit. */
export function registerOperativeLogLive(app: FastifyInstance): void {
  // Today's entries and this year's statistics (read after joining).
  app.roomSnapshots.provide('list', 'operative-log', async () => {
    const today = app.clock.today();
    const [entries, stats] = await Promise.all([listEntriesOn(app.db, today), surgeonLogs(app.db, yearOf(today))]);
    return { today, entries, stats };
  });
}

/** After a commit: the entry, and this year's statistics when it counts in them. */
export async function publishEntryChange({ db, publisher, clock }: ServiceDeps, entry: OperativeEntry): Promise<void> {
  publisher.publish(rooms.list('operative-log'), 'operative-entry:upserted', entry);
  const year = yearOf(entry.created_on);
  if (year === yearOf(clock.today())) {
    publisher.publish(rooms.list('operative-log'), 'operative-stats:changed', await surgeonLogs(db, year));
  }
}
