import { expect } from 'vitest';
import { fields, writeOf, type AuditWorld, type Made, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import { buildRound } from './rounds.factories.test-support.js';

/** A round on the list, version 1, as a physician adds it. */
async function addRound({ as }: AuditWorld): Promise<number> {
  return (await as('physician').post<Made>('/api/hospital-round', buildRound())).body.id;
}

/** The audit sweep's cases of hospital rounds (server/test/audit-sweep.ts). */
export const ROUNDS_WRITES: WriteCase[] = [
  {
    route: 'POST /api/hospital-round',
    area: 'rounds',
    action: 'create',
    arrange: async ({ as }) =>
      writeOf(
        () => as('physician').post<Made>('/api/hospital-round', buildRound()),
        (body) => String(body.id),
        (entry) => expect([entry.before, fields(entry.after).last_name]).toEqual([null, 'Audit']),
      ),
  },
  {
    route: 'PUT /api/hospital-round/:id',
    area: 'rounds',
    action: 'update',
    arrange: async (world) => {
      const round = await addRound(world);
      return writeOf(
        () =>
          world
            .as('physician')
            .put(`/api/hospital-round/${round}`, { ...buildRound({ diagnosis: 'Changed' }), version: 1 }),
        () => String(round),
        (entry) =>
          expect([fields(entry.before).diagnosis, fields(entry.after).diagnosis]).toEqual(['Cholecystitis', 'Changed']),
      );
    },
  },
  {
    route: 'PUT /api/hospital-sodc/:id',
    area: 'rounds',
    action: 'update',
    arrange: async (world) => {
      const round = await addRound(world);
      return writeOf(
        () => world.as('physician').put(`/api/hospital-sodc/${round}`, { so: 1, dc: 0 }),
        () => String(round),
        (entry) => expect([fields(entry.before).so, fields(entry.after).so]).toEqual([0, 1]),
      );
    },
  },
  {
    route: 'PUT /api/hospital-sodcback/:id',
    area: 'rounds',
    action: 'update',
    arrange: async (world) => {
      const round = await addRound(world);
      return writeOf(
        () => world.as('physician').put(`/api/hospital-sodcback/${round}`, { dc: 1 }),
        () => String(round),
        (entry) => expect([fields(entry.before).dc, fields(entry.after).dc]).toEqual([0, 1]),
      );
    },
  },
  {
    route: 'PATCH /api/hospital-round/:id',
    area: 'rounds',
    action: 'archive',
    arrange: async (world) => {
      const round = await addRound(world);
      return writeOf(
        () => world.as('physician').patch(`/api/hospital-round/${round}`, { is_archived: true }),
        () => String(round),
        (entry) => expect([fields(entry.before).is_archived, fields(entry.after).is_archived]).toEqual([0, 1]),
      );
    },
  },
];

export const ROUNDS_REFUSALS: RefusedWrite[] = [
  {
    name: 'a stale round edit (409)',
    arrange: async (world) => {
      const round = await addRound(world);
      await world
        .as('physician')
        .put(`/api/hospital-round/${round}`, { ...buildRound({ diagnosis: 'Changed' }), version: 1 });
      return () => world.as('physician').put(`/api/hospital-round/${round}`, { ...buildRound(), version: 1 });
    },
    status: 409,
  },
  {
    name: 'a round without a name (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').post('/api/hospital-round', { notes: 'x' }),
    status: 422,
  },
];
