import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { entriesAfter, lastAuditId } from './audit.test-support.js';
import { RecentRoomReads, recordRoomRead } from './patient-reads.js';
import { auditContract } from '../../shared/contract/audit.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { operativeLogContract } from '../../shared/contract/operative-log.js';
import { roundsContract } from '../../shared/contract/rounds.js';
import type { AuditLogResponse } from '../../shared/schemas/audit.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
});
afterAll(() => t.close());

describe('looks at patient data are recorded, one entry per request', () => {
  type Read = (token: string | undefined) => Promise<{ status: number }>;
  const reads: [string, Read, string, string, string | null][] = [
    ['/api/hospital-round', (token) => t.call(roundsContract.active, {}, token), 'rounds', 'view', 'active'],
    [
      '/api/hospital-round/search-by-name?name=Zebulon',
      (token) => t.call(roundsContract.byName, { query: { name: 'Zebulon' } }, token),
      'rounds',
      'search-name',
      null,
    ],
    [
      '/api/hospital-round/search-by-date?date=2031-02-03',
      (token) => t.call(roundsContract.archivedOn, { query: { date: '2031-02-03' } }, token),
      'rounds',
      'search-date',
      '2031-02-03',
    ],
    ['/api/oparative-log', (token) => t.call(operativeLogContract.today, {}, token), 'operative-log', 'view', 'today'],
    [
      '/api/oparative-log/search-by-name?name=Zebulon',
      (token) => t.call(operativeLogContract.byName, { query: { name: 'Zebulon' } }, token),
      'operative-log',
      'search-name',
      null,
    ],
    [
      '/api/oparative-log/search-by-date?date=2031-02-03',
      (token) => t.call(operativeLogContract.byDate, { query: { date: '2031-02-03' } }, token),
      'operative-log',
      'search-date',
      '2031-02-03',
    ],
    [
      '/api/daily-schedule-data?event_date=2031-02-03',
      (token) => t.call(dailyScheduleContract.day, { query: { event_date: '2031-02-03' } }, token),
      'daily-schedule',
      'view',
      '2031-02-03',
    ],
    [
      '/api/daily-schedule-search-by-date?date=2031-02-04',
      (token) => t.call(dailyScheduleContract.dayByDate, { query: { date: '2031-02-04' } }, token),
      'daily-schedule',
      'search-date',
      '2031-02-04',
    ],
  ];

  it.each(reads)('GET %s → one %s %s entry, without the searched name', async (_url, read, area, action, entityId) => {
    const since = await lastAuditId(t);
    expect((await read(tokens.physician)).status).toBe(200);
    const entries = await entriesAfter(t, since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area,
      action,
      entity_id: entityId,
      actor_name: 'James Carter',
      address: '127.0.0.1',
    });
    expect(JSON.stringify(entries)).not.toMatch(/zebulon/i);
  });

  it('a refused read (422) adds none', async () => {
    const since = await lastAuditId(t);
    expect((await t.call(dailyScheduleContract.day, { query: { event_date: 'nope' } }, tokens.physician)).status).toBe(
      422,
    );
    expect(await entriesAfter(t, since)).toEqual([]);
  });

  it('joining rounds, operative-log or a day room is recorded; a month room is not', async () => {
    const since = await lastAuditId(t);
    const actor = { id: await t.userId('staff'), name: 'Maria Lopez', sessionId: 'a-session' };
    const recent = new RecentRoomReads();
    await recordRoomRead(t.app, actor, { kind: 'list', list: 'rounds' }, '10.0.0.9', recent);
    await recordRoomRead(t.app, actor, { kind: 'day', date: '2031-02-03' }, '10.0.0.9', recent);
    await recordRoomRead(t.app, actor, { kind: 'month', month: '2031-02' }, '10.0.0.9', recent);
    const entries = await entriesAfter(t, since);
    expect(entries.map((e) => [e.area, e.action, e.entity_id, e.address])).toEqual([
      ['rounds', 'view', 'rounds', '10.0.0.9'],
      ['daily-schedule', 'view', '2031-02-03', '10.0.0.9'],
    ]);
  });

  it('a session rejoining a room within five minutes is not recorded again; after them, or another session, is', () => {
    const recent = new RecentRoomReads(300_000, 2);
    const at = 1_000_000;
    expect(recent.claim('s1', 'rounds', at)).toBe(true);
    expect(recent.claim('s1', 'rounds', at + 299_999)).toBe(false);
    expect(recent.claim('s2', 'rounds', at + 200_000)).toBe(true);
    expect(recent.claim('s1', 'rounds', at + 300_000)).toBe(true);
    // Past its limit it forgets the oldest (s2): that one is recorded once more rather than never.
    expect(recent.claim('s3', 'day:2031-02-03', at + 300_001)).toBe(true);
    expect(recent.claim('s1', 'rounds', at + 300_002)).toBe(false);
    expect(recent.claim('s2', 'rounds', at + 300_003)).toBe(true);
  });
});

describe('GET /api/audit-log', () => {
  it('is for administrators only (403 for every other role, 401 signed out)', async () => {
    for (const username of ['ceo', 'physician', 'staff'])
      expect((await t.call(auditContract.log, {}, tokens[username])).status).toBe(403);
    expect((await t.call(auditContract.log, {})).status).toBe(401);
  });

  it('answers 422 per field on bad parameters', async () => {
    const response = await t.call(
      auditContract.log,
      { query: { area: 'nope', user_id: 'abc', from: '2025-13-01', to: 'x', page: '7' } },
      tokens.admin,
    );
    expect(response.status).toBe(422);
    expect(Object.keys(refused(response).errors ?? {}).sort()).toEqual(['area', 'from', 'page', 'to', 'user_id']);
    const backwards = await t.call(
      auditContract.log,
      { query: { from: '2025-02-02', to: '2025-02-01' } },
      tokens.admin,
    );
    expect(refused(backwards).errors).toEqual({ to: ['Must be on or after from.'] });
  });

  it('filters by area, user and record, newest first, and pages with next_page until the end', async () => {
    const physicianId = await t.userId('physician');
    for (let i = 0; i < 60; i += 1) await t.call(roundsContract.active, {}, tokens.physician);
    const seen: number[] = [];
    let page: string | null = '';
    while (page !== null) {
      const body: AuditLogResponse = answered(
        await t.call(auditContract.log, { query: { area: 'rounds', user_id: physicianId, page } }, tokens.admin),
      );
      expect(body.entries.every((e) => e.area === 'rounds' && e.actor_user_id === physicianId)).toBe(true);
      seen.push(...body.entries.map((e) => e.id));
      page = body.next_page;
    }
    expect(seen.length).toBeGreaterThanOrEqual(62);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by day (from/to in the practice time zone)', async () => {
    const today = t.clock.today();
    const log = async (query: { from?: string; to?: string }) =>
      answered(await t.call(auditContract.log, { query }, tokens.admin));
    expect((await log({ from: today, to: today })).entries.length).toBeGreaterThan(0);
    // The body as sent (the declared reading would drop a field it does not name): the empty page, nothing more.
    const future = await t.call(auditContract.log, { query: { from: '2099-01-01' } }, tokens.admin);
    expect(JSON.parse(future.text) as unknown).toEqual({ entries: [], next_page: null });
    expect((await log({ to: '2000-01-01' })).entries).toEqual([]);
  });
});

describe('GET /api/history/{area}/{id}', () => {
  it('answers one record’s changes (not looks), newest first, to every signed-in user, with undoable for writers', async () => {
    const surgeon = await t.userId('physician');
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2031-09-09', surgeon_1st: surgeon, version: 0 }] } },
      tokens.staff,
    );
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2031-09-09', surgeon_1st: null, version: 1 }] } },
      tokens.admin,
    );
    const history = (token: string | undefined) =>
      t.call(auditContract.history, { params: { area: 'call-calendar', id: '2031-09-09' } }, token);
    const asPhysician = await history(tokens.physician);
    expect(asPhysician.status).toBe(200);
    const entries = answered(asPhysician).entries;
    expect(entries.map((e) => e.actor_name)).toEqual(['Olivia Grant', 'Maria Lopez']);
    expect(entries[0]?.undoable).toBe(false);
    expect(answered(await history(tokens.staff)).entries[0]?.undoable).toBe(true);
  });

  it('keeps accounts, sign-ins and messages to administrators (403), and refuses an unknown area (422)', async () => {
    const users = (token: string | undefined) =>
      t.call(auditContract.history, { params: { area: 'users', id: '1' } }, token);
    expect((await users(tokens.staff)).status).toBe(403);
    expect((await users(tokens.admin)).status).toBe(200);
    // An area outside the enum: the typed params cannot carry it.
    const bad = await t.api(tokens.staff).get('/api/history/nope/1');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('area');
  });
});
