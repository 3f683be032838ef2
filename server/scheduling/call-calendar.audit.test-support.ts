import { expect } from 'vitest';
import { fields, writeOf, type Made, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import {
  buildCallDay,
  buildOfficeClosure,
  buildOfficeHours,
  buildTimeOff,
} from './call-calendar.factories.test-support.js';

const CALL_DAY = '2031-06-04';
const CALL_DAY_2 = '2031-06-05';
const STALE_DAY = '2031-06-06';

/**
 * The audit sweep's cases of the call calendar, office hours and closures and time off
 * (server/test/audit-sweep.ts). Each works on dates of its own.
 */
export const CALL_CALENDAR_WRITES: WriteCase[] = [
  {
    route: 'POST /api/calendar-add-data',
    area: 'call-calendar',
    action: 'update',
    arrange: async ({ as, ids }) =>
      writeOf(
        () =>
          as('staff').post('/api/calendar-add-data', {
            entries: [buildCallDay({ date: CALL_DAY, surgeon_2nd: ids.physician, version: 0 })],
          }),
        () => CALL_DAY,
        (entry) =>
          expect([fields(entry.before).surgeon_2nd, fields(entry.after).surgeon_2nd]).toEqual([null, ids.physician]),
      ),
  },
  {
    route: 'POST /api/save-monthly-call',
    area: 'call-calendar',
    action: 'update',
    arrange: async ({ as, ids }) =>
      writeOf(
        () =>
          as('staff').post('/api/save-monthly-call', {
            data: [buildCallDay({ date: CALL_DAY_2, surgeon_1st: ids.pnatarajan })],
          }),
        () => CALL_DAY_2,
      ),
  },
  {
    route: 'PUT /api/office-hours',
    area: 'office-hours',
    action: 'save',
    arrange: async ({ as }) =>
      writeOf(
        () => as('staff').put('/api/office-hours', buildOfficeHours({ effective_date_start: '2036-12-01' })),
        () => 'AM-2036-12-01',
      ),
  },
  {
    route: 'POST /api/add-vacation-data',
    area: 'time-off',
    action: 'create',
    arrange: async ({ as, ids }) =>
      writeOf(
        () =>
          as('staff').post<{ vacation: Made }>(
            '/api/add-vacation-data',
            buildTimeOff({ surgeon_id: ids.mchen, vacation_start_date: '2031-08-01', vacation_end_date: '2031-08-03' }),
          ),
        (body) => String(body.vacation.id),
      ),
  },
  {
    route: 'POST /api/vacation/:id/delete-date',
    area: 'time-off',
    action: 'remove-date',
    arrange: async ({ as, ids }) => {
      const added = await as('staff').post<{ vacation: Made }>(
        '/api/add-vacation-data',
        buildTimeOff({ surgeon_id: ids.mchen, vacation_start_date: '2031-07-01', vacation_end_date: '2031-07-03' }),
      );
      const timeOff = added.body.vacation.id;
      return writeOf(
        () => as('staff').post(`/api/vacation/${timeOff}/delete-date`, { date: '2031-07-02' }),
        () => String(timeOff),
        (entry) => expect(fields(entry.after).vacation_dates).toEqual(['2031-07-01', '2031-07-03']),
      );
    },
  },
  {
    route: 'POST /api/add-ofice-close-data',
    area: 'office-closures',
    action: 'create',
    arrange: async ({ as }) =>
      writeOf(
        () => as('staff').post('/api/add-ofice-close-data', buildOfficeClosure({ effective_date_start: '2036-12-26' })),
        () => '',
      ),
  },
  {
    route: 'POST /api/office/:id/delete-date',
    area: 'office-closures',
    action: 'remove',
    arrange: async ({ as }) => {
      const added = await as('staff').post<{ office: Made }>(
        '/api/add-ofice-close-data',
        buildOfficeClosure({ effective_date_start: '2036-12-29' }),
      );
      const closure = added.body.office.id;
      return writeOf(
        () => as('staff').post(`/api/office/${closure}/delete-date`, { date: '2036-12-29' }),
        () => String(closure),
      );
    },
  },
];

export const CALL_CALENDAR_REFUSALS: RefusedWrite[] = [
  {
    name: 'a stale call-calendar day (409)',
    arrange: async ({ as, ids }) => {
      const save = (version: number) =>
        as('staff').post('/api/calendar-add-data', {
          entries: [buildCallDay({ date: STALE_DAY, surgeon_1st: version === 0 ? ids.physician : null, version })],
        });
      await save(0);
      await save(1);
      return () =>
        as('staff').post('/api/calendar-add-data', {
          entries: [buildCallDay({ date: STALE_DAY, surgeon_1st: ids.physician, version: 1 })],
        });
    },
    status: 409,
  },
  {
    name: 'a bad time-off range (422)',
    arrange:
      async ({ as, ids }) =>
      () =>
        as('staff').post(
          '/api/add-vacation-data',
          buildTimeOff({ surgeon_id: ids.mchen, vacation_start_date: '2031-07-03', vacation_end_date: '2031-07-01' }),
        ),
    status: 422,
  },
  {
    name: 'a call for a surgeon on time off (422)',
    arrange: async ({ as, ids }) => {
      const off = { vacation_start_date: '2031-09-01', vacation_end_date: '2031-09-03' };
      await as('staff').post('/api/add-vacation-data', buildTimeOff({ surgeon_id: ids.mchen, ...off }));
      return () =>
        as('staff').post('/api/calendar-add-data', {
          entries: [buildCallDay({ date: '2031-09-01', surgeon_1st: ids.mchen })],
        });
    },
    status: 422,
  },
];
