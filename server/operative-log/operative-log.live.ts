import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { OperativeEntry } from '../../shared/schemas/operative-log.js';
import type { ServiceDeps } from '../service-deps.js';
import { listEntriesOn } from './operative-log.repository.js';
import { surgeonLogs } from './operative-log.stats.js';

const currentYear = () => Number(todayIso().slice(0, 4));

/** The operative log's live side: its room's snapshot and what it is told after a commit. */
export function registerOperativeLogLive(app: FastifyInstance): void {
  // Today's entries and this year's statistics (read after joining).
  app.roomSnapshots.provide('list', 'operative-log', async () => {
    const today = todayIso();
    const [entries, stats] = await Promise.all([listEntriesOn(app.db, today), surgeonLogs(app.db, currentYear())]);
    return { today, entries, stats };
  });
}

/** After a commit: the entry, and this year's statistics when it counts in them. */
export async function publishEntryChange({ db, publisher }: ServiceDeps, entry: OperativeEntry): Promise<void> {
  publisher.publish(rooms.list('operative-log'), 'operative-entry:upserted', entry);
  const year = Number(entry.created_on.slice(0, 4));
  if (year === currentYear()) {
    publisher.publish(rooms.list('operative-log'), 'operative-stats:changed', await surgeonLogs(db, year));
  }
}
