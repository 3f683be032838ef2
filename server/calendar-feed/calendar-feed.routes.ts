import type { FastifyInstance } from 'fastify';
import { addMonths, todayIso } from '../../shared/dates.js';
import { feedTokenParamsSchema, type CalendarFeedResponse } from '../../shared/schemas/calendar-feed.js';
import { hashSecretToken } from '../auth/secret-token.js';
import { listEntries } from '../call-calendar/call-entries.repository.js';
import { readOfficeHours } from '../call-calendar/office-hours.repository.js';
import { listTimeOff } from '../call-calendar/time-off.repository.js';
import { notFound } from '../http/errors.js';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { findFeedOwner } from './calendar-feed.repository.js';
import { createFeed, revokeFeed } from './calendar-feed.service.js';
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
  app.post('/me/calendar-feed', async (request, reply) => {
    const body: CalendarFeedResponse = { url: await createFeed(app.db, request.auth) };
    return reply.status(201).send(body);
  });

  app.delete('/me/calendar-feed', async (request, reply) => {
    await revokeFeed(app.db, request.auth);
    return reply.status(204).send();
  });

  app.get('/calendar-feed/:token', { config: { public: true } }, async (request, reply) => {
    const parsed = feedTokenParamsSchema.safeParse(request.params);
    const owner = parsed.success ? await findFeedOwner(app.db, hashSecretToken(parsed.data.token)) : undefined;
    if (!owner) throw notFound('Unknown feed.');
    const { from, to } = feedRange(todayIso());
    const [entries, timeOff, hours] = await Promise.all([
      listEntries(app.db, from, to),
      listTimeOff(app.db, { from, to }),
      readOfficeHours(app.db, from),
    ]);
    const events = [...callEvents(owner.id, entries, hours, app.config.timeZone), ...timeOffEvents(owner.id, timeOff)];
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(writeCalendar(`${PRACTICE_NAME} — ${owner.name}`, events));
  });
}
