import { expect } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { procedureBody } from '../daily-schedule/test-support.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { createTestApp, type ApiResponse, type TestApp } from './harness.js';

/**
 * The audit sweep's world: one portal and one successful call per declared write route, with
 * the area, action and record id its audit entry must carry (server/audit/audit-writes.test.ts).
 */
export let t: TestApp;
let tokens: Record<string, string>;
export const ids: Record<string, number> = {};
export const made: Record<string, number> = {};
export const CALL_DAY = '2031-06-04';
const CALL_DAY_2 = '2031-06-05';

/** A fresh portal, signed in as each role, with the ids the cases use. */
export async function startAuditWorld(): Promise<void> {
  t = await createTestApp();
  tokens = await t.loginEach();
  for (const name of ['admin', 'staff', 'physician', 'pnatarajan', 'mchen']) ids[name] = await t.userId(name);
}

export const as = (username: string) => t.api(tokens[username]);
export const round = {
  room: '412',
  first_name: 'Agnes',
  last_name: 'Audit',
  age: '71 F',
  mrn: 'MRN-A',
  diagnosis: 'Cholecystitis',
  procedure: 'Lap chole',
  notes: 'Diet: NPO',
  facility: 'PHH',
  so: 0,
  dc: 0,
};
const operative = () => ({
  first_name: 'Oscar',
  last_name: 'Audit',
  mrn: 'MRN-O',
  surgeon: ids.physician,
  assistant: ids.pnatarajan,
  diagnosis: 'Hernia',
  procedure: 'Repair',
  facility: 'PHH',
});
export const person = {
  name: 'Nora Quinn',
  initial: 'NQ',
  email: 'nquinn@example.org',
  username: 'nquinn',
  hiring_year: '2021-3-9',
  role: 4,
  user_status: 1,
  allowed_vacation: 10,
};

export interface WriteCase {
  route: string;
  /** Runs before the entry count is taken (e.g. a sign-in the case needs). */
  prepare?: () => Promise<void>;
  call: () => Promise<ApiResponse>;
  area: string;
  action: string;
  entityId: () => string;
  check?: (entry: AuditEntry) => void;
}

const fields = (value: unknown) => value as Record<string, unknown>;

export const CASES: WriteCase[] = [
  {
    route: 'POST /api/login',
    call: () => t.api().post('/api/login', { username: 'staff', password: DEMO_PASSWORD }),
    area: 'sessions',
    action: 'sign-in',
    entityId: () => String(ids.staff),
  },
  {
    route: 'POST /api/logout',
    prepare: async () => {
      tokens.leaving = await t.login('mchen');
    },
    call: () => as('leaving').post('/api/logout'),
    area: 'sessions',
    action: 'sign-out',
    entityId: () => String(ids.mchen),
  },
  {
    route: 'POST /api/add-new-user',
    call: async () => {
      const r = await as('admin').post('/api/add-new-user', { ...person, password: 'a-strong-password' });
      made.user = r.body.user.id;
      return r;
    },
    area: 'users',
    action: 'create',
    entityId: () => String(made.user),
    check: (entry) => expect(fields(entry.after).username).toBe('nquinn'),
  },
  {
    route: 'POST /api/users/:id',
    call: () =>
      as('admin').post(`/api/users/${made.user}`, {
        ...person,
        name: 'Nora Quinn-Lee',
        password: 'another-strong-password',
      }),
    area: 'users',
    action: 'update',
    entityId: () => String(made.user),
    check: (entry) => {
      expect([fields(entry.before).name, fields(entry.after).name]).toEqual(['Nora Quinn', 'Nora Quinn-Lee']);
      expect(fields(entry.after).password_changed).toBe(true);
    },
  },
  {
    route: 'POST /api/send-message',
    call: async () => {
      const r = await as('staff').post('/api/send-message', {
        subject: 'Secret subject',
        message: 'Secret body',
        recipients: [String(ids.physician), String(ids.admin)],
      });
      made.message = r.body.message.id;
      return r;
    },
    area: 'messages',
    action: 'send',
    entityId: () => String(made.message),
    check: (entry) => expect(fields(entry.after).recipients).toBe(2),
  },
  {
    route: 'POST /api/message/reply/:id/:senderId',
    call: () => as('physician').post(`/api/message/reply/${made.message}/${ids.staff}`, { message: 'Secret reply' }),
    area: 'messages',
    action: 'send',
    entityId: () => String(made.message! + 1),
    check: (entry) => expect(fields(entry.after)).toEqual({ recipients: 1, reply_to: made.message }),
  },
  {
    route: 'POST /api/hospital-round',
    call: async () => {
      const r = await as('physician').post('/api/hospital-round', round);
      made.round = r.body.id;
      return r;
    },
    area: 'rounds',
    action: 'create',
    entityId: () => String(made.round),
    check: (entry) => expect([entry.before, fields(entry.after).last_name]).toEqual([null, 'Audit']),
  },
  {
    route: 'PUT /api/hospital-round/:id',
    call: () =>
      as('physician').put(`/api/hospital-round/${made.round}`, { ...round, diagnosis: 'Changed', version: 1 }),
    area: 'rounds',
    action: 'update',
    entityId: () => String(made.round),
    check: (entry) =>
      expect([fields(entry.before).diagnosis, fields(entry.after).diagnosis]).toEqual(['Cholecystitis', 'Changed']),
  },
  {
    route: 'PUT /api/hospital-sodc/:id',
    call: () => as('physician').put(`/api/hospital-sodc/${made.round}`, { so: 1, dc: 0 }),
    area: 'rounds',
    action: 'update',
    entityId: () => String(made.round),
    check: (entry) => expect([fields(entry.before).so, fields(entry.after).so]).toEqual([0, 1]),
  },
  {
    route: 'PUT /api/hospital-sodcback/:id',
    call: () => as('physician').put(`/api/hospital-sodcback/${made.round}`, { dc: 1 }),
    area: 'rounds',
    action: 'update',
    entityId: () => String(made.round),
    check: (entry) => expect([fields(entry.before).dc, fields(entry.after).dc]).toEqual([0, 1]),
  },
  {
    route: 'PATCH /api/hospital-round/:id',
    call: () => as('physician').patch(`/api/hospital-round/${made.round}`, { is_archived: true }),
    area: 'rounds',
    action: 'archive',
    entityId: () => String(made.round),
    check: (entry) => expect([fields(entry.before).is_archived, fields(entry.after).is_archived]).toEqual([0, 1]),
  },
  {
    route: 'POST /api/oparative-log',
    call: async () => {
      const r = await as('physician').post('/api/oparative-log', operative());
      made.operative = r.body.id;
      return r;
    },
    area: 'operative-log',
    action: 'create',
    entityId: () => String(made.operative),
  },
  {
    route: 'PUT /api/oparative-log/:id',
    call: () => as('physician').put(`/api/oparative-log/${made.operative}`, { ...operative(), diagnosis: 'Changed' }),
    area: 'operative-log',
    action: 'update',
    entityId: () => String(made.operative),
    check: (entry) =>
      expect([fields(entry.before).diagnosis, fields(entry.after).diagnosis]).toEqual(['Hernia', 'Changed']),
  },
  {
    route: 'PATCH /api/oparative-log/:id',
    call: () => as('physician').patch(`/api/oparative-log/${made.operative}`, { is_archived: 1 }),
    area: 'operative-log',
    action: 'archive',
    entityId: () => String(made.operative),
  },
  {
    route: 'POST /api/daily-schedule',
    call: async () => {
      const r = await as('staff').post('/api/daily-schedule', procedureBody(ids.physician!));
      made.event = r.body.dailySchedule.id;
      return r;
    },
    area: 'daily-schedule',
    action: 'create',
    entityId: () => String(made.event),
  },
  {
    route: 'PUT /api/daily-schedule-update/:id',
    call: () =>
      as('staff').put(
        `/api/daily-schedule-update/${made.event}`,
        procedureBody(ids.physician!, { start_time: '09:00', end_time: '11:00', version: 1 }),
      ),
    area: 'daily-schedule',
    action: 'update',
    entityId: () => String(made.event),
    check: (entry) =>
      expect([fields(entry.before).start_time, fields(entry.after).start_time]).toEqual(['08:00', '09:00']),
  },
  {
    route: 'PATCH /api/daily-schedule-delete/:id',
    call: () => as('staff').patch(`/api/daily-schedule-delete/${made.event}`, { version: 2 }),
    area: 'daily-schedule',
    action: 'archive',
    entityId: () => String(made.event),
  },
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
