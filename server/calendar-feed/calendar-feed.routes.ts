import type { FastifyInstance } from 'fastify';
import { addMonths } from '../../shared/dates.js';
import { calendarFeedContract as contract } from '../../shared/contract/calendar-feed.js';
import { listEntries, listTimeOff, readOfficeHours } from '../scheduling/scheduling.queries.js';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { declareRoute } from '../http/declare-route.js';
import { createFeed, revokeFeed } from './calendar-feed.service.js';
import { registerFeedAuth } from './feed-auth.js';
import { callEvents, timeOffEvents } from './feed-events.js';
import { writeCalendar } from './ical.js';

/** The past month and the next twelve, whole months. */
function feedRange(today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  const last = addMonths(month, 12);
  const [year, monthNumber] = last.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${addMonths(month, -1)}-01`, to: `${last}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * A personal calendar feed (RFC 5545) of the caller's calls, office sessions and time off, for
 * Apple, Google or Outlook calendars. It holds no patient data, so its secret URL is its only key.
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.create, async (_input, request) => ({ url: await createFeed(app, request.auth) }));

  declareRoute(app, contract.revoke, async (_input, request) => {
    await revokeFeed(app, request.auth);
  });

  registerFeedAuth(app);
  declareRoute(app, contract.feed, async (_input, request, reply) => {
    const owner = request.feedOwner;
    const { from, to } = feedRange(app.clock.today());
    const [entries, timeOff, hours] = await Promise.all([
      listEntries(app.db, from, to),
      listTimeOff(app.db, { from, to }),
      readOfficeHours(app.db, from),
    ]);
    const events = [...callEvents(owner.id, entries, hours, app.config.timeZone), ...timeOffEvents(owner.id, timeOff)];
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .send(writeCalendar(`${PRACTICE_NAME} — ${owner.name}`, events, app.clock.now()));
  });
}
