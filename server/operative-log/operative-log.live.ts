import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import { listEntriesOn } from './operative-log.repository.js';
import { surgeonLogs } from './operative-log.stats.js';
import './operative-log.changes.js';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The operative log's live side: its room's snapshot and what it is told after a commit. */
export function registerOperativeLogLive(app: FastifyInstance): void {
  // Today's entries and this year's statistics (read after joining).
  app.roomSnapshots.provide('list', 'operative-log', async () => {
    const today = app.clock.today();
    const [entries, stats] = await Promise.all([listEntriesOn(app.db, today), surgeonLogs(app.db, yearOf(today))]);
    return { today, entries, stats };
  });
  // Each entry, then this year's statistics (read once per commit) when one of them counts in them.
  app.projections.register(['operative-entry'], async (changes) => {
    const room = rooms.list('operative-log');
    for (const { entry } of changes) app.publisher.publish(room, 'operative-entry:upserted', entry);
    const year = yearOf(app.clock.today());
    if (changes.some(({ entry }) => yearOf(entry.created_on) === year))
      app.publisher.publish(room, 'operative-stats:changed', await surgeonLogs(app.db, year));
  });
}
