import { expect } from 'vitest';
import { fields, writeOf, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';

interface Made {
  request: { id: number };
}

/**
 * The audit sweep's cases of time-off requests (server/test/audit-sweep.ts): each request lies on
 * dates of its own, with no calls held, so approving empties nothing.
 */
export const TIME_OFF_REQUESTS_WRITES: WriteCase[] = [
  {
    route: 'POST /api/time-off-requests',
    area: 'time-off-requests',
    action: 'create',
    also: ['messages send'],
    arrange: async ({ as }) =>
      writeOf(
        () =>
          as('physician').post<Made>('/api/time-off-requests', {
            vacation_type: 'Vac.',
            start_date: '2032-02-02',
            end_date: '2032-02-03',
          }),
        (body) => String(body.request.id),
        (entry) => expect(fields(entry.after).state).toBe('pending'),
      ),
  },
  {
    route: 'POST /api/time-off-requests/:id/approve',
    area: 'time-off-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async ({ as }) => {
      const made = await as('mchen').post<Made>('/api/time-off-requests', {
        vacation_type: 'CME.',
        start_date: '2032-02-09',
        end_date: '2032-02-10',
      });
      const id = made.body.request.id;
      return writeOf(
        () => as('staff').post(`/api/time-off-requests/${id}/approve`, { dates: ['2032-02-10'] }),
        () => String(id),
        (entry) => {
          expect(fields(entry.after)).toMatchObject({ state: 'approved', approved_dates: ['2032-02-10'] });
          expect(fields(entry.after).time_off).toEqual([expect.objectContaining({ vacation_dates: ['2032-02-10'] })]);
        },
      );
    },
  },
  {
    route: 'POST /api/time-off-requests/:id/decline',
    area: 'time-off-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async ({ as }) => {
      const made = await as('pnatarajan').post<Made>('/api/time-off-requests', {
        vacation_type: 'Vac.',
        start_date: '2032-02-16',
        end_date: '2032-02-16',
      });
      const id = made.body.request.id;
      return writeOf(
        () => as('admin').post(`/api/time-off-requests/${id}/decline`, { note: 'Busy week' }),
        () => String(id),
        (entry) => expect([fields(entry.before).state, fields(entry.after).state]).toEqual(['pending', 'declined']),
      );
    },
  },
  {
    route: 'POST /api/time-off-requests/:id/cancel',
    area: 'time-off-requests',
    action: 'update',
    also: ['messages send'],
    arrange: async ({ as }) => {
      const made = await as('physician').post<Made>('/api/time-off-requests', {
        vacation_type: 'Vac.',
        start_date: '2032-02-23',
        end_date: '2032-02-24',
      });
      const id = made.body.request.id;
      await as('staff').post(`/api/time-off-requests/${id}/approve`, {});
      return writeOf(
        () => as('physician').post(`/api/time-off-requests/${id}/cancel`, {}),
        () => String(id),
        (entry) => {
          expect([fields(entry.before).state, fields(entry.after).state]).toEqual(['approved', 'cancelled']);
          expect(fields(entry.after).removed_time_off_dates).toEqual(['2032-02-23', '2032-02-24']);
        },
      );
    },
  },
];

export const TIME_OFF_REQUESTS_REFUSALS: RefusedWrite[] = [
  {
    name: 'a time-off request ending before it starts (422)',
    arrange:
      async ({ as }) =>
      () =>
        as('physician').post('/api/time-off-requests', {
          vacation_type: 'Vac.',
          start_date: '2032-03-05',
          end_date: '2032-03-01',
        }),
    status: 422,
  },
  {
    name: 'a second decision on a time-off request (409)',
    arrange: async ({ as }) => {
      const made = await as('physician').post<Made>('/api/time-off-requests', {
        vacation_type: 'Vac.',
        start_date: '2032-03-08',
        end_date: '2032-03-08',
      });
      const id = made.body.request.id;
      await as('staff').post(`/api/time-off-requests/${id}/decline`, {});
      return () => as('admin').post(`/api/time-off-requests/${id}/approve`, {});
    },
    status: 409,
  },
  {
    name: 'an approval naming a day not of the request (422)',
    arrange: async ({ as }) => {
      const made = await as('physician').post<Made>('/api/time-off-requests', {
        vacation_type: 'Vac.',
        start_date: '2032-03-15',
        end_date: '2032-03-16',
      });
      const id = made.body.request.id;
      return () => as('staff').post(`/api/time-off-requests/${id}/approve`, { dates: ['2032-03-17'] });
    },
    status: 422,
  },
];
