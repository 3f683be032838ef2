import { expect } from 'vitest';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import { lastAuditId } from './audit.test-support.js';

const CALL_DAY = '2031-06-04';

// The audit area imports no other area, so the call day is written out here (buildCallDay's shape).

/** Staff put the physician on 2nd call on `date`; answers that save's audit entry. */
async function saveCallDay({ t, as, ids }: AuditWorld, date: string): Promise<number> {
  await as('staff').post('/api/calendar-add-data', {
    entries: [{ date, surgeon_2nd: ids.physician, version: 0 }],
  });
  return lastAuditId(t);
}

/** The audit sweep's cases of the audit log itself: undo (server/test/audit-sweep.ts). */
export const AUDIT_LOG_WRITES: WriteCase[] = [
  {
    route: 'POST /api/audit-log/:id/undo',
    area: 'call-calendar',
    action: 'undo',
    arrange: async (world) => {
      const { as, ids } = world;
      const saved = await saveCallDay(world, CALL_DAY);
      return writeOf(
        () => as('staff').post(`/api/audit-log/${saved}/undo`),
        () => CALL_DAY,
        (entry) =>
          expect([fields(entry.before).surgeon_2nd, fields(entry.after).surgeon_2nd]).toEqual([ids.physician, null]),
      );
    },
  },
];

export const AUDIT_LOG_REFUSALS: RefusedWrite[] = [
  {
    name: 'an undo of an entry that cannot be undone (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('admin').post(`/api/audit-log/1/undo`),
    status: 422,
  },
  {
    name: 'an undo by someone who may not write the area (403)',
    arrange: async (world) => {
      const saved = await saveCallDay(world, '2031-06-07');
      return () => world.as('physician').post(`/api/audit-log/${saved}/undo`);
    },
    status: 403,
  },
  {
    name: 'an undo of no entry, by an administrator (404)',
    arrange:
      async ({ as }) =>
      () =>
        as('admin').post('/api/audit-log/999999/undo'),
    status: 404,
  },
  {
    name: 'an undo of no entry, by anyone else (403, as for an entry they may not undo)',
    arrange:
      async ({ as }) =>
      () =>
        as('staff').post('/api/audit-log/999999/undo'),
    status: 403,
  },
];
