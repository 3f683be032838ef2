import { expect } from 'vitest';
import type { CallSlot } from '../../shared/schemas/call-slots.js';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';

/**
 * The audit sweep's cases of call requests (server/test/audit-sweep.ts), on a portal that asks
 * for a scheduler's approval (so approve and reject can be reached). Each case works on a day of
 * its own. A request's write also records the messages it sends and the calendar days it changes.
 */
interface Detail {
  request: { id: number; state: string };
}

async function holds(world: AuditWorld, date: string, slots: Partial<Record<CallSlot, number | null>>) {
  const saved = await world.as('staff').post('/api/calendar-add-data', {
    entries: [{ date, ...slots }],
    acknowledge_warnings: true,
  });
  expect(saved.status).toBe(200);
}

/** The physician gives `date`'s 1st call to Michael Chen: the request's id. */
async function giveAway(world: AuditWorld, date: string): Promise<number> {
  await holds(world, date, { surgeon_1st: world.ids.physician });
  const made = await world.as('physician').post<Detail>('/api/call-requests', {
    kind: 'give-away',
    date,
    slot: 'surgeon_1st',
    to_surgeon_id: world.ids.mchen,
  });
  expect(made.status).toBe(201);
  return made.body.request.id;
}

async function accepted(world: AuditWorld, date: string): Promise<number> {
  const id = await giveAway(world, date);
  expect((await world.as('mchen').post(`/api/call-requests/${id}/accept`)).status).toBe(200);
  return id;
}

const idOf = (body: Detail) => String(body.request.id);
const stateIs = (state: string) => (entry: { after: unknown }) => expect(fields(entry.after).state).toBe(state);

export const CALL_REQUESTS_WRITES: WriteCase[] = [
  {
    route: 'POST /api/call-requests',
    area: 'call-requests',
    action: 'create',
    also: ['messages send'],
    arrange: async (world) => {
      await holds(world, '2034-02-07', { surgeon_1st: world.ids.physician });
      return writeOf(
        () =>
          world.as('physician').post<Detail>('/api/call-requests', {
            kind: 'give-away',
            date: '2034-02-07',
            slot: 'surgeon_1st',
            to_surgeon_id: world.ids.pnatarajan,
          }),
        idOf,
        stateIs('proposed'),
      );
    },
  },
  {
    route: 'POST /api/call-requests/cover',
    area: 'call-requests',
    action: 'create',
    also: ['messages send'],
    arrange: async ({ as }) =>
      writeOf(
        () => as('staff').post<Detail>('/api/call-requests/cover', { date: '2034-02-08', slot: 'surgeon_2nd' }),
        idOf,
      ),
  },
  {
    route: 'POST /api/call-requests/:id/accept',
    area: 'call-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async (world) => {
      const id = await giveAway(world, '2034-02-09');
      return writeOf(
        () => world.as('mchen').post<Detail>(`/api/call-requests/${id}/accept`),
        idOf,
        stateIs('accepted'),
      );
    },
  },
  {
    route: 'POST /api/call-requests/:id/decline',
    area: 'call-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async (world) => {
      const id = await giveAway(world, '2034-02-10');
      return writeOf(
        () => world.as('mchen').post<Detail>(`/api/call-requests/${id}/decline`),
        idOf,
        stateIs('declined'),
      );
    },
  },
  {
    route: 'POST /api/call-requests/:id/withdraw',
    area: 'call-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async (world) => {
      const id = await giveAway(world, '2034-02-13');
      return writeOf(
        () => world.as('physician').post<Detail>(`/api/call-requests/${id}/withdraw`),
        idOf,
        stateIs('withdrawn'),
      );
    },
  },
  {
    route: 'POST /api/call-requests/:id/approve',
    area: 'call-requests',
    action: 'update',
    // approved, then applied: two state changes; the day it moved; the notice.
    also: ['call-requests update', 'call-calendar update', 'messages send'],
    arrange: async (world) => {
      const id = await accepted(world, '2034-02-14');
      return writeOf(
        () => world.as('staff').post<Detail>(`/api/call-requests/${id}/approve`),
        idOf,
        stateIs('applied'),
      );
    },
  },
  {
    route: 'POST /api/call-requests/:id/reject',
    area: 'call-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async (world) => {
      const id = await accepted(world, '2034-02-15');
      return writeOf(
        () => world.as('admin').post<Detail>(`/api/call-requests/${id}/reject`),
        idOf,
        stateIs('declined'),
      );
    },
  },
];

export const CALL_REQUESTS_REFUSALS: RefusedWrite[] = [
  {
    name: 'a give-away of a call one does not hold (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').post('/api/call-requests', { kind: 'give-away', date: '2034-03-07', slot: 'surgeon_1st' }),
    status: 422,
  },
  {
    name: 'an accept by someone not asked (403)',
    arrange: async (world) => {
      const id = await giveAway(world, '2034-03-08');
      return () => world.as('pnatarajan').post(`/api/call-requests/${id}/accept`);
    },
    status: 403,
  },
  {
    name: 'an accept of a withdrawn request (409)',
    arrange: async (world) => {
      const id = await giveAway(world, '2034-03-09');
      await world.as('physician').post(`/api/call-requests/${id}/withdraw`);
      return () => world.as('mchen').post(`/api/call-requests/${id}/accept`);
    },
    status: 409,
  },
  {
    name: 'an approval breaking a hard rule (422)',
    arrange: async (world) => {
      await holds(world, '2034-03-10', { surgeon_1st: world.ids.physician, surgeon_o_am: world.ids.mchen });
      const id = await accepted(world, '2034-03-10');
      return () => world.as('staff').post(`/api/call-requests/${id}/approve`);
    },
    status: 422,
  },
];
