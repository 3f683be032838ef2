import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import { listActiveRounds, listArchivedRoundsOn } from './rounds.repository.js';
import './rounds.changes.js';

/** The rounds area's live side: the rounds room's snapshot and what it is told after a commit. */
export function registerRoundsLive(app: FastifyInstance): void {
  // The active list and today's archive. Other days' archives are read over HTTP and then
  // follow the same room's events, which carry every change.
  app.roomSnapshots.provide('list', 'rounds', async () => {
    const [active, archivedToday] = await Promise.all([
      listActiveRounds(app.db),
      listArchivedRoundsOn(app.db, app.clock.today()),
    ]);
    return { active, archivedToday };
  });
  app.projections.register(['round'], (changes) => {
    for (const { round } of changes) app.publisher.publish(rooms.list('rounds'), 'round:upserted', round);
  });
}
