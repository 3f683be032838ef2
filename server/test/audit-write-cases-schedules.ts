import { expect } from 'vitest';
import { as, CALL_DAY, CALL_DAY_2, fields, ids, made, t, type WriteCase } from './audit-write-cases.js';

/**
 * The audit sweep's cases of the schedules and the rest: surgeon order, call calendar, office
 * hours and closures, time off, block time, boards, calendar feeds and undo. They run after
 * PEOPLE_AND_PATIENT_CASES (audit-write-cases.ts), in this order (later cases use earlier records).
 */
export const SCHEDULE_CASES: WriteCase[] = [
  {
    route: 'PUT /api/daily-schedule-surgeon-order',
    call: async () => {
      const order = (await as('admin').get('/api/daily-schedule-surgeon-order')).body.surgeons as { id: number }[];
      return as('admin').put('/api/daily-schedule-surgeon-order', { surgeon_ids: order.map((s) => s.id).reverse() });
    },
    area: 'surgeon-order',
    action: 'save',
    entityId: () => 'order',
  },
  {
    route: 'POST /api/calendar-add-data',
    call: () =>
      as('staff').post('/api/calendar-add-data', {
        entries: [{ date: CALL_DAY, surgeon_2nd: ids.physician, version: 0 }],
      }),
    area: 'call-calendar',
    action: 'update',
    entityId: () => CALL_DAY,
    check: (entry) =>
      expect([fields(entry.before).surgeon_2nd, fields(entry.after).surgeon_2nd]).toEqual([null, ids.physician]),
  },
  {
    route: 'POST /api/save-monthly-call',
    call: () =>
      as('staff').post('/api/save-monthly-call', { data: [{ date: CALL_DAY_2, surgeon_1st: ids.pnatarajan }] }),
    area: 'call-calendar',
    action: 'update',
    entityId: () => CALL_DAY_2,
  },
  {
    route: 'PUT /api/office-hours',
    call: () =>
      as('staff').put('/api/office-hours', {
        period: 'AM',
        start_time: '08:00',
        end_time: '11:30',
        effective_date_start: '2036-12-01',
      }),
    area: 'office-hours',
    action: 'save',
    entityId: () => 'AM-2036-12-01',
  },
  {
    route: 'POST /api/add-vacation-data',
    call: async () => {
      const r = await as('staff').post('/api/add-vacation-data', {
        surgeon_id: ids.mchen,
        vacation_type: 'Vac.',
        vacation_start_date: '2031-07-01',
        vacation_end_date: '2031-07-03',
      });
      made.timeOff = r.body.vacation.id;
      return r;
    },
    area: 'time-off',
    action: 'create',
    entityId: () => String(made.timeOff),
  },
  {
    route: 'POST /api/vacation/:id/delete-date',
    call: () => as('staff').post(`/api/vacation/${made.timeOff}/delete-date`, { date: '2031-07-02' }),
    area: 'time-off',
    action: 'remove-date',
    entityId: () => String(made.timeOff),
    check: (entry) => expect(fields(entry.after).vacation_dates).toEqual(['2031-07-01', '2031-07-03']),
  },
  {
    route: 'POST /api/add-ofice-close-data',
    call: () => as('staff').post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: '2036-12-26' }),
    area: 'office-closures',
    action: 'create',
    entityId: () => '',
  },
  {
    route: 'POST /api/block-calendar',
    call: () =>
      as('staff').post('/api/block-calendar', {
        month: '2031-03',
        locations: {
          MOR: {
            '2031-03-03': {
              'Monday-Wk1startHour': 7,
              'Monday-Wk1startMinute': 30,
              'Monday-Wk1endHour': 3,
              'Monday-Wk1endMinute': 0,
            },
          },
        },
        checkboxStates: {},
        version: 0,
      }),
    area: 'block-time',
    action: 'save',
    entityId: () => '2031-03',
  },
  {
    route: 'POST /api/office/:id/delete-date',
    prepare: async () => {
      made.closure = (
        await as('staff').post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: '2036-12-29' })
      ).body.office.id;
    },
    call: () => as('staff').post(`/api/office/${made.closure}/delete-date`, { date: '2036-12-29' }),
    area: 'office-closures',
    action: 'remove',
    entityId: () => String(made.closure),
  },
  {
    route: 'POST /api/boards',
    call: async () => {
      const r = await as('admin').post('/api/boards', { name: 'OR 1 corridor' });
      made.board = r.body.board.id;
      return r;
    },
    area: 'boards',
    action: 'create',
    entityId: () => String(made.board),
  },
  {
    route: 'POST /api/boards/:id',
    call: () => as('admin').post(`/api/boards/${made.board}`, { allow_names: true }),
    area: 'boards',
    action: 'update',
    entityId: () => String(made.board),
  },
  {
    route: 'DELETE /api/boards/:id',
    call: () => as('admin').delete(`/api/boards/${made.board}`),
    area: 'boards',
    action: 'turn-off',
    entityId: () => String(made.board),
  },
  {
    route: 'POST /api/me/calendar-feed',
    call: () => as('physician').post('/api/me/calendar-feed'),
    area: 'calendar-feed',
    action: 'create',
    entityId: () => String(ids.physician),
  },
  {
    route: 'DELETE /api/me/calendar-feed',
    call: () => as('physician').delete('/api/me/calendar-feed'),
    area: 'calendar-feed',
    action: 'revoke',
    entityId: () => String(ids.physician),
  },
  {
    route: 'POST /api/audit-log/:id/undo',
    call: async () => {
      const entry = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity_id', '=', CALL_DAY)
        .executeTakeFirstOrThrow();
      return as('staff').post(`/api/audit-log/${entry.id}/undo`);
    },
    area: 'call-calendar',
    action: 'undo',
    entityId: () => CALL_DAY,
    check: (entry) =>
      expect([fields(entry.before).surgeon_2nd, fields(entry.after).surgeon_2nd]).toEqual([ids.physician, null]),
  },
];
