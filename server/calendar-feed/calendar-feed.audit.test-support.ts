import { writeOf, type WriteCase } from '../test/audit-sweep.js';

/** The audit sweep's cases of calendar feeds (server/test/audit-sweep.ts); each physician has a feed of their own. */
export const CALENDAR_FEED_WRITES: WriteCase[] = [
  {
    route: 'POST /api/me/calendar-feed',
    area: 'calendar-feed',
    action: 'create',
    arrange: async ({ as, ids }) =>
      writeOf(
        () => as('physician').post('/api/me/calendar-feed'),
        () => String(ids.physician),
      ),
  },
  {
    route: 'DELETE /api/me/calendar-feed',
    area: 'calendar-feed',
    action: 'revoke',
    arrange: async ({ as, ids }) => {
      await as('pnatarajan').post('/api/me/calendar-feed');
      return writeOf(
        () => as('pnatarajan').delete('/api/me/calendar-feed'),
        () => String(ids.pnatarajan),
      );
    },
  },
];
