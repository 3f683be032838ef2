import { expect } from 'vitest';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import {
  addCase,
  buildCancel,
  buildCorrection,
  buildDelay,
  buildMilestone,
} from './case-tracking.factories.test-support.js';

/** A case of its own day (cases of one surgeon would overlap), checked in as staff: version 1. */
async function checkedInCase({ as, ids }: AuditWorld, event_date: string): Promise<number> {
  const eventId = await addCase(as('staff'), ids.physician, { event_date });
  // Dated on the case's own day, as every milestone is (issue 30).
  await as('staff').post(
    `/api/case-tracking/${eventId}/milestones`,
    buildMilestone({ date: event_date, time: '08:00' }),
  );
  return eventId;
}

const stepOf = (value: unknown) => fields(value).step;

/** The audit sweep's cases of case tracking (server/test/audit-sweep.ts). */
export const CASE_TRACKING_WRITES: WriteCase[] = [
  {
    route: 'POST /api/case-tracking/:eventId/milestones',
    area: 'case-tracking',
    action: 'update',
    arrange: async ({ as, ids }) => {
      const eventId = await addCase(as('staff'), ids.physician, { event_date: '2024-02-01' });
      return writeOf(
        () =>
          as('staff').post<CaseProgress>(
            `/api/case-tracking/${eventId}/milestones`,
            buildMilestone({ date: '2024-02-01', time: '08:00' }),
          ),
        () => String(eventId),
        (entry) => expect([stepOf(entry.before), stepOf(entry.after)]).toEqual([null, 'checked_in']),
      );
    },
  },
  {
    route: 'PUT /api/case-tracking/:eventId/milestones/:step',
    area: 'case-tracking',
    action: 'update',
    arrange: async (world) => {
      const eventId = await checkedInCase(world, '2024-02-02');
      return writeOf(
        () =>
          world.as('staff').put(`/api/case-tracking/${eventId}/milestones/checked_in`, buildCorrection({ version: 1 })),
        () => String(eventId),
        (entry) =>
          expect((entry.after as CaseProgress).milestones[0]?.correction_reason).toBe('Clock on the wall was wrong'),
      );
    },
  },
  {
    route: 'POST /api/case-tracking/:eventId/delay',
    area: 'case-tracking',
    action: 'update',
    arrange: async (world) => {
      const eventId = await checkedInCase(world, '2024-02-03');
      return writeOf(
        () => world.as('physician').post(`/api/case-tracking/${eventId}/delay`, buildDelay({ version: 1 })),
        () => String(eventId),
        (entry) => expect([fields(entry.before).delay, fields(entry.after).delay]).toEqual([null, expect.any(Object)]),
      );
    },
  },
  {
    route: 'POST /api/case-tracking/:eventId/cancel',
    area: 'case-tracking',
    action: 'update',
    arrange: async (world) => {
      const eventId = await checkedInCase(world, '2024-02-04');
      return writeOf(
        () => world.as('admin').post(`/api/case-tracking/${eventId}/cancel`, buildCancel({ version: 1 })),
        () => String(eventId),
        (entry) => expect(fields(entry.after).cancellation).toMatchObject({ reason: 'Patient declined' }),
      );
    },
  },
  {
    route: 'POST /api/case-tracking/:eventId/undo',
    area: 'case-tracking',
    action: 'update',
    arrange: async (world) => {
      const eventId = await checkedInCase(world, '2024-02-05');
      return writeOf(
        () => world.as('staff').post(`/api/case-tracking/${eventId}/undo`, { version: 1 }),
        () => String(eventId),
        (entry) => expect([stepOf(entry.before), stepOf(entry.after)]).toEqual(['checked_in', null]),
      );
    },
  },
];

export const CASE_TRACKING_REFUSALS: RefusedWrite[] = [
  {
    name: 'a milestone out of order (422)',
    arrange: async ({ as, ids }) => {
      const eventId = await addCase(as('staff'), ids.physician, { event_date: '2024-02-06' });
      return () => as('staff').post(`/api/case-tracking/${eventId}/milestones`, buildMilestone({ step: 'done' }));
    },
    status: 422,
  },
  {
    name: 'a stale case version (409)',
    arrange: async (world) => {
      const eventId = await checkedInCase(world, '2024-02-07');
      return () => world.as('staff').post(`/api/case-tracking/${eventId}/delay`, buildDelay({ version: 0 }));
    },
    status: 409,
  },
  {
    name: 'a case write by the CEO (403)',
    arrange: async (world) => {
      const eventId = await addCase(world.as('staff'), world.ids.physician, { event_date: '2024-02-08' });
      const ceo = world.t.api(await world.t.login('ceo'));
      return () => ceo.post(`/api/case-tracking/${eventId}/milestones`, buildMilestone());
    },
    status: 403,
  },
];
