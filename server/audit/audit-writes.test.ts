import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import { procedureBody } from '../daily-schedule/test-support.js';
import { SCHEDULE_CASES } from '../test/audit-write-cases-schedules.js';
import {
  as,
  CALL_DAY,
  ids,
  made,
  PEOPLE_AND_PATIENT_CASES,
  person,
  round,
  startAuditWorld,
  t,
} from '../test/audit-write-cases.js';
import { declaredRoutes } from '../test/declared-routes.js';
import type { ApiResponse } from '../test/harness.js';
import { entriesAfter, lastAuditId } from './audit-test-support.js';

beforeAll(startAuditWorld);

/** Every case, in order (a case may use a record an earlier one made). */
const CASES = [...PEOPLE_AND_PATIENT_CASES, ...SCHEDULE_CASES];
afterAll(() => t.close());

describe('every successful write adds exactly one audit entry', () => {
  it('covers every declared write route', () => {
    const writes = declaredRoutes()
      .filter((route) => route.method !== 'GET')
      .map((route) => `${route.method} ${route.url}`);
    expect(CASES.map((c) => c.route).sort()).toEqual([...new Set(writes)].sort());
  });

  it.each(CASES)('$route → one $area $action entry with the record id, before and after', async (write) => {
    await write.prepare?.();
    const since = await lastAuditId(t);
    const response = await write.call();
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    const entries = await entriesAfter(t, since);
    expect(entries).toHaveLength(1);
    const [entry] = entries as [AuditEntry];
    expect(entry).toMatchObject({ area: write.area, action: write.action });
    if (write.entityId() !== '') expect(entry.entity_id).toBe(write.entityId());
    expect(entry.actor_name).not.toBe('');
    if (['create', 'update', 'archive', 'save', 'remove-date', 'undo'].includes(write.action))
      expect(entry.after).not.toBeNull();
    if (['update', 'archive', 'remove-date', 'remove', 'turn-off', 'revoke', 'undo'].includes(write.action))
      expect(entry.before).not.toBeNull();
    write.check?.(entry);
    expect(JSON.stringify(entry)).not.toMatch(/password"|password_hash|scrypt\$|token|Secret/);
  });
});

describe('a refused write adds no entry', () => {
  const refusals: [string, () => Promise<ApiResponse>, number][] = [
    [
      'a physician saving block time (403)',
      () => as('physician').post('/api/block-calendar', { month: '2031-04', locations: {}, checkboxStates: {} }),
      403,
    ],
    [
      'staff adding a user (403)',
      () =>
        as('staff').post('/api/add-new-user', {
          ...person,
          username: 'x2',
          email: 'x2@example.org',
          password: 'a-strong-password',
        }),
      403,
    ],
    [
      'a stale call-calendar day (409)',
      () =>
        as('staff').post('/api/calendar-add-data', {
          entries: [{ date: CALL_DAY, surgeon_1st: ids.physician, version: 1 }],
        }),
      409,
    ],
    [
      'a stale round edit (409)',
      () => as('physician').put(`/api/hospital-round/${made.round}`, { ...round, version: 1 }),
      409,
    ],
    ['a round without a name (422)', () => as('physician').post('/api/hospital-round', { notes: 'x' }), 422],
    [
      'a bad time-off range (422)',
      () =>
        as('staff').post('/api/add-vacation-data', {
          surgeon_id: ids.mchen,
          vacation_type: 'Vac.',
          vacation_start_date: '2031-07-03',
          vacation_end_date: '2031-07-01',
        }),
      422,
    ],
    [
      'a call for a surgeon on time off (422)',
      () => as('staff').post('/api/calendar-add-data', { entries: [{ date: '2031-07-01', surgeon_1st: ids.mchen }] }),
      422,
    ],
    [
      'an event for no one (422)',
      () => as('staff').post('/api/daily-schedule', procedureBody(ids.physician!, { surgeon_id: [] })),
      422,
    ],
    ['an undo of an entry that cannot be undone (422)', async () => as('staff').post(`/api/audit-log/1/undo`), 422],
    [
      'an undo by someone who may not write the area (403)',
      async () => as('physician').post(`/api/audit-log/${await lastAuditId(t)}/undo`),
      403,
    ],
    ['an undo of no entry (404)', () => as('staff').post('/api/audit-log/999999/undo'), 404],
  ];

  it.each(refusals)('%s', async (_name, call, status) => {
    const since = await lastAuditId(t);
    expect((await call()).status).toBe(status);
    expect(await entriesAfter(t, since)).toEqual([]);
  });

  it('a failed sign-in is recorded with the name typed and the address, never the password', async () => {
    const since = await lastAuditId(t);
    expect((await t.api().post('/api/login', { username: 'staff', password: 'wrong-guess-123' })).status).toBe(422);
    const entries = await entriesAfter(t, since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: 'sessions',
      action: 'sign-in-failed',
      actor_name: 'staff',
      entity_id: String(ids.staff),
      address: '127.0.0.1',
    });
    expect(JSON.stringify(entries)).not.toContain('wrong-guess-123');
  });
});
