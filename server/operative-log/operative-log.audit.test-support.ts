import { expect } from 'vitest';
import { fields, writeOf, type AuditWorld, type Made, type WriteCase } from '../test/audit-sweep.js';
import { buildOperativeEntry } from './operative-log.factories.test-support.js';

const entryOf = ({ ids }: AuditWorld) => buildOperativeEntry({ surgeon: ids.physician, assistant: ids.pnatarajan });

/** An entry in the log, as a physician adds it. */
async function addEntry(world: AuditWorld): Promise<number> {
  return (await world.as('physician').post<Made>('/api/oparative-log', entryOf(world))).body.id;
}

/** The audit sweep's cases of the operative log (server/test/audit-sweep.ts). */
export const OPERATIVE_LOG_WRITES: WriteCase[] = [
  {
    route: 'POST /api/oparative-log',
    area: 'operative-log',
    action: 'create',
    arrange: async (world) =>
      writeOf(
        () => world.as('physician').post<Made>('/api/oparative-log', entryOf(world)),
        (body) => String(body.id),
      ),
  },
  {
    route: 'PUT /api/oparative-log/:id',
    area: 'operative-log',
    action: 'update',
    arrange: async (world) => {
      const logged = await addEntry(world);
      return writeOf(
        () => world.as('physician').put(`/api/oparative-log/${logged}`, { ...entryOf(world), diagnosis: 'Changed' }),
        () => String(logged),
        (entry) =>
          expect([fields(entry.before).diagnosis, fields(entry.after).diagnosis]).toEqual(['Hernia', 'Changed']),
      );
    },
  },
  {
    route: 'PATCH /api/oparative-log/:id',
    area: 'operative-log',
    action: 'archive',
    arrange: async (world) => {
      const logged = await addEntry(world);
      return writeOf(
        () => world.as('physician').patch(`/api/oparative-log/${logged}`, { is_archived: 1 }),
        () => String(logged),
      );
    },
  },
];
