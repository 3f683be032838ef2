import { expect } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { procedureBody } from '../daily-schedule/test-support.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { createTestApp, type ApiResponse, type TestApp } from './harness.js';

/**
 * The audit sweep's world: one portal and one successful call per declared write route, with
 * the area, action and record id its audit entry must carry (server/audit/audit-writes.test.ts).
 * This file holds the world and the cases of people and patients (sessions, accounts, messages,
 * rounds, the operative log, the daily schedule); audit-write-cases-schedules.ts the rest.
 */
export let t: TestApp;
let tokens: Record<string, string>;
export const ids: Record<string, number> = {};
export const made: Record<string, number> = {};
export const CALL_DAY = '2031-06-04';
export const CALL_DAY_2 = '2031-06-05';

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

export const fields = (value: unknown) => value as Record<string, unknown>;

/** Sessions, accounts, messages, rounds, the operative log and the daily schedule. */
export const PEOPLE_AND_PATIENT_CASES: WriteCase[] = [
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
];
