import { expect } from 'vitest';
import { fields, writeOf, type Made, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';

/** The audit sweep's cases of the practice holidays (server/test/audit-sweep.ts), on dates of their own. */
export const HOLIDAYS_WRITES: WriteCase[] = [
  {
    route: 'POST /api/holidays',
    area: 'holidays',
    action: 'create',
    arrange: async ({ as }) =>
      writeOf(
        () => as('admin').post<Made>('/api/holidays', { date: '2033-03-17', name: "St. Patrick's Day" }),
        (body) => String(body.id),
        (entry) => expect(fields(entry.after)).toMatchObject({ date: '2033-03-17', name: "St. Patrick's Day" }),
      ),
  },
  {
    route: 'DELETE /api/holidays/:id',
    area: 'holidays',
    action: 'remove',
    arrange: async ({ as }) => {
      const added = await as('admin').post<Made>('/api/holidays', { date: '2033-04-01', name: 'Spring day' });
      return writeOf(
        () => as('admin').delete(`/api/holidays/${added.body.id}`),
        () => String(added.body.id),
        (entry) => expect(fields(entry.before)).toMatchObject({ date: '2033-04-01' }),
      );
    },
  },
];

export const HOLIDAYS_REFUSALS: RefusedWrite[] = [
  {
    name: 'a second holiday on the same date (422)',
    arrange: async ({ as }) => {
      await as('admin').post('/api/holidays', { date: '2033-05-02', name: 'First' });
      return () => as('admin').post('/api/holidays', { date: '2033-05-02', name: 'Second' });
    },
    status: 422,
  },
  {
    name: 'a physician adding a holiday (403)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').post('/api/holidays', { date: '2033-05-03', name: 'Mine' }),
    status: 403,
  },
];
