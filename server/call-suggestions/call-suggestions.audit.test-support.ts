import { expect } from 'vitest';
import type { CallEntry } from '../../shared/schemas/call-calendar.js';
import { fields, writeOf, type AuditWorld, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';

const FILL_DAY = '2031-06-11';
const MONTH = '2031-06';

/** The day's version as saved now (the demo may have planned it). */
async function versionOf({ as }: AuditWorld, date: string): Promise<number> {
  const month = await as('staff').get(
    `/api/calendar-entries?year=${date.slice(0, 4)}&month=${Number(date.slice(5, 7))}`,
  );
  return (month.body.entries as CallEntry[]).find((entry) => entry.date === date)?.version ?? 0;
}

/** The audit sweep's cases of suggest-fill (server/test/audit-sweep.ts): saving a fill writes its days and one fill entry. */
export const CALL_SUGGESTIONS_WRITES: WriteCase[] = [
  {
    route: 'POST /api/call-suggestions/accept',
    area: 'call-suggestions',
    action: 'accept-fill',
    also: ['call-calendar update'],
    arrange: async (world) => {
      const version = await versionOf(world, FILL_DAY);
      return writeOf(
        () =>
          world.as('staff').post('/api/call-suggestions/accept', {
            entries: [{ date: FILL_DAY, version, surgeon_2nd: world.ids.mchen }],
            accepted: 1,
            acknowledge_warnings: true,
          }),
        () => MONTH,
        (entry) => {
          expect(fields(entry.after)).toMatchObject({ accepted: 1, days: [{ date: FILL_DAY, version: version + 1 }] });
          expect(fields(entry.before)).toMatchObject({ days: [expect.objectContaining({ date: FILL_DAY })] });
        },
      );
    },
  },
];

export const CALL_SUGGESTIONS_REFUSALS: RefusedWrite[] = [
  {
    name: 'a stale day (409)',
    arrange: async (world) => {
      const version = await versionOf(world, FILL_DAY);
      return () =>
        world.as('staff').post('/api/call-suggestions/accept', {
          entries: [{ date: FILL_DAY, version: version + 5, surgeon_1st: world.ids.pnatarajan }],
          accepted: 1,
          acknowledge_warnings: true,
        });
    },
    status: 409,
  },
  {
    name: 'a physician saving a fill (403)',
    arrange: async (world) => () =>
      world.as('physician').post('/api/call-suggestions/accept', {
        entries: [{ date: FILL_DAY, version: 0, surgeon_1st: world.ids.pnatarajan }],
        accepted: 1,
      }),
    status: 403,
  },
];
