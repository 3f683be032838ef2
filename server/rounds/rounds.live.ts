import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { RoundRecord } from '../../shared/schemas/rounds.js';
import type { Publisher } from '../realtime/publisher.js';
import { listActiveRounds, listArchivedRoundsOn } from './rounds.repository.js';

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
}

/** After a commit: an entry was added, edited, archived or marked S/O or D/C. */
export function publishRoundChange(publisher: Publisher, round: RoundRecord): void {
  publisher.publish(rooms.list('rounds'), 'round:upserted', round);
}
