import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import { audienceOf, readPage } from './paging.repository.js';
import './paging.changes.js';

/**
 * The paging area's live side: after a page is made, reaches people or is acknowledged, its
 * sender's and recipients' user rooms get the whole page (`page:updated`). Only they join those
 * rooms, so the page's text reaches no one else.
 */
export function registerPagingLive(app: FastifyInstance): void {
  app.projections.register(['page-changed'], async (changes) => {
    for (const pageId of new Set(changes.map((change) => change.pageId))) {
      const page = await readPage(app.db, pageId);
      if (!page) continue;
      const audience = await audienceOf(app.db, pageId);
      app.publisher.publish(
        audience.map((userId) => rooms.user(userId)),
        'page:updated',
        page,
      );
    }
  });
}
