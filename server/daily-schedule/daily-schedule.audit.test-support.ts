import { expect } from 'vitest';
import type { ScheduleEventRecord } from '../../shared/schemas/daily-schedule.js';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import { buildEvent, buildEventArchive } from './daily-schedule.factories.test-support.js';

interface EventAnswer {
  dailySchedule: ScheduleEventRecord;
}

/** A procedure for the physician on `event_date` (one per case: they would overlap), as staff add it. */
async function addEvent({ as, ids }: AuditWorld, event_date: string): Promise<ScheduleEventRecord> {
  const body = buildEvent({ surgeon_id: [ids.physician], event_date });
  const added = await as('staff').post<EventAnswer>('/api/daily-schedule', body);
  return added.body.dailySchedule;
}

/** The audit sweep's cases of the daily schedule and its surgeon order (server/test/audit-sweep.ts). */
export const DAILY_SCHEDULE_WRITES: WriteCase[] = [
  {
    route: 'POST /api/daily-schedule',
    area: 'daily-schedule',
    action: 'create',
    arrange: async ({ as, ids }) =>
      writeOf(
        () => as('staff').post<EventAnswer>('/api/daily-schedule', buildEvent({ surgeon_id: [ids.physician] })),
        (body) => String(body.dailySchedule.id),
      ),
  },
  {
    route: 'PUT /api/daily-schedule-update/:id',
    area: 'daily-schedule',
    action: 'update',
    arrange: async (world) => {
      const event = await addEvent(world, '2031-05-07');
      const moved = { event_date: event.event_date, start_time: '09:00', end_time: '11:00', version: event.version };
      return writeOf(
        () =>
          world
            .as('staff')
            .put(`/api/daily-schedule-update/${event.id}`, buildEvent({ surgeon_id: [world.ids.physician], ...moved })),
        () => String(event.id),
        (entry) =>
          expect([fields(entry.before).start_time, fields(entry.after).start_time]).toEqual(['08:00', '09:00']),
      );
    },
  },
  {
    route: 'PATCH /api/daily-schedule-delete/:id',
    area: 'daily-schedule',
    action: 'archive',
    arrange: async (world) => {
      const event = await addEvent(world, '2031-05-08');
      return writeOf(
        () => world.as('staff').patch(`/api/daily-schedule-delete/${event.id}`, buildEventArchive(event.version)),
        () => String(event.id),
      );
    },
  },
  {
    route: 'PUT /api/daily-schedule-surgeon-order',
    area: 'surgeon-order',
    action: 'save',
    arrange: async ({ as }) =>
      writeOf(
        async () => {
          const order = await as('admin').get<{ surgeons: { id: number }[] }>('/api/daily-schedule-surgeon-order');
          return as('admin').put('/api/daily-schedule-surgeon-order', {
            surgeon_ids: order.body.surgeons.map((s) => s.id).reverse(),
          });
        },
        () => 'order',
      ),
  },
];

export const DAILY_SCHEDULE_REFUSALS: RefusedWrite[] = [
  {
    name: 'an event for no one (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('staff').post('/api/daily-schedule', buildEvent({ surgeon_id: [] })),
    status: 422,
  },
];
