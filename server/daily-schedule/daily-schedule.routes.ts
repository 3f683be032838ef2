import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/schemas/common.js';
import {
  archiveBodySchema,
  dayQuerySchema,
  eventBodySchema,
  searchByDateQuerySchema,
  surgeonOrderBodySchema,
} from '../../shared/schemas/daily-schedule.js';
import { acknowledgeBodySchema } from '../../shared/schemas/call-calendar.js';
import { notFound } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { DayCache } from './day-cache.js';
import { sendDay } from './send-day.js';
import { findEventRecord } from './daily-schedule.repository.js';
import { archiveEvent, createEvent, updateEvent, type ScheduleDeps } from './daily-schedule.service.js';
import { joinedDaysOf, registerDailyScheduleLive } from './daily-schedule.live.js';
import { orderedSurgeons } from './surgeon-order.repository.js';
import { saveSurgeonOrder } from './surgeon-order.service.js';

const FORBIDDEN = 'Unauthorized access. You do not have permission to add entries.';

export async function dailyScheduleRoutes(app: FastifyInstance): Promise<void> {
  const deps: ScheduleDeps = { db: app.db, publisher: app.publisher, joinedDays: joinedDaysOf(app.io) };
  const writers = { preHandler: app.permit('daily-schedule.write', FORBIDDEN) };

  app.post('/daily-schedule', writers, async (request, reply) => {
    const input = parse(eventBodySchema, request.body);
    const { acknowledge_warnings } = parse(acknowledgeBodySchema, request.body);
    return reply
      .status(201)
      .send({ dailySchedule: await createEvent(deps, request.auth, input, acknowledge_warnings) });
  });

  app.get('/daily-schedule/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const event = await findEventRecord(app.db, id);
    if (!event || event.is_archived === 1) throw notFound('Event not found.');
    return { dailySchedule: event };
  });

  app.put('/daily-schedule-update/:id', writers, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const input = parse(eventBodySchema, request.body);
    const { acknowledge_warnings } = parse(acknowledgeBodySchema, request.body);
    return { dailySchedule: await updateEvent(deps, request.auth, id, input, acknowledge_warnings) };
  });

  app.patch('/daily-schedule-delete/:id', writers, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { version } = parse(archiveBodySchema, request.body);
    return { dailySchedule: await archiveEvent(deps, request.auth, id, version ?? null) };
  });

  // `timestamp` (the old client's cache buster) and other query fields are ignored.
  const days = new DayCache(app.db);
  app.get('/daily-schedule-data', async (request, reply) =>
    sendDay(request, reply, await days.readJson(parse(dayQuerySchema, request.query).event_date)),
  );
  app.get('/daily-schedule-search-by-date', async (request, reply) =>
    sendDay(request, reply, await days.readJson(parse(searchByDateQuerySchema, request.query).date)),
  );

  app.get('/daily-schedule-surgeon-order', async () => ({ surgeons: await orderedSurgeons(app.db) }));
  app.put(
    '/daily-schedule-surgeon-order',
    { preHandler: app.permit('daily-schedule.order-surgeons') },
    async (request) => {
      const { surgeon_ids } = parse(surgeonOrderBodySchema, request.body);
      return saveSurgeonOrder(deps, request.auth, surgeon_ids);
    },
  );

  registerDailyScheduleLive(app, days);
}
