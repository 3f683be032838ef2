import type { FastifyInstance } from 'fastify';
import { serviceDepsOf } from '../service-deps.js';
import { dailyScheduleContract as contract } from '../../shared/contract/daily-schedule.js';
import { declareRoute } from '../http/declare-route.js';
import { notFound } from '../http/errors.js';
import { DayCache } from './day-cache.js';
import { sendDay } from './send-day.js';
import { findEventRecord } from './daily-schedule.repository.js';
import { archiveEvent, createEvent, updateEvent } from './daily-schedule.service.js';
import { registerDailyScheduleLive } from './daily-schedule.live.js';
import { orderedSurgeons } from './surgeon-order.repository.js';
import { saveSurgeonOrder } from './surgeon-order.service.js';
import { registerDailyScheduleUndo } from './daily-schedule.undo.js';

/** The daily schedule (spec §4), as shared/contract/daily-schedule.ts declares it. */
export async function dailyScheduleRoutes(app: FastifyInstance): Promise<void> {
  registerDailyScheduleUndo(app);
  const deps = serviceDepsOf(app);

  declareRoute(app, contract.create, async ({ body: { acknowledge_warnings, ...input } }, request) => ({
    dailySchedule: await createEvent(deps, request.auth, input, acknowledge_warnings),
  }));

  declareRoute(app, contract.get, async ({ params }) => {
    const event = await findEventRecord(app.db, params.id);
    if (!event || event.is_archived === 1) throw notFound('Event not found.');
    return { dailySchedule: event };
  });

  declareRoute(app, contract.update, async ({ params, body: { acknowledge_warnings, ...input } }, request) => ({
    dailySchedule: await updateEvent(deps, request.auth, params.id, input, acknowledge_warnings),
  }));

  declareRoute(app, contract.archive, async ({ params, body }, request) => ({
    dailySchedule: await archiveEvent(deps, request.auth, params.id, body.version ?? null),
  }));

  const days = new DayCache(app.db);
  declareRoute(app, contract.day, async ({ query }, request, reply) =>
    sendDay(request, reply, await days.readJson(query.event_date)),
  );
  declareRoute(app, contract.dayByDate, async ({ query }, request, reply) =>
    sendDay(request, reply, await days.readJson(query.date)),
  );

  declareRoute(app, contract.surgeonOrder, async () => ({ surgeons: await orderedSurgeons(app.db) }));
  declareRoute(app, contract.saveSurgeonOrder, async ({ body }, request) =>
    saveSurgeonOrder(deps, request.auth, body.surgeon_ids),
  );

  registerDailyScheduleLive(app, days);
}
