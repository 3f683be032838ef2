import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { entriesAfter, lastAuditId } from './audit.test-support.js';
import { RecentRoomReads, recordRoomRead } from './patient-reads.js';
import { auditContract } from '../../shared/contract/audit.js';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.loginEach();
});
afterAll(() => t.close());

const as = (username: string) => t.api(tokens[username]);

describe('looks at patient data are recorded, one entry per request', () => {
  const reads: [string, string, string, string | null][] = [
    ['/api/hospital-round', 'rounds', 'view', 'active'],
    ['/api/hospital-round/search-by-name?name=Zebulon', 'rounds', 'search-name', null],
    ['/api/hospital-round/search-by-date?date=2031-02-03', 'rounds', 'search-date', '2031-02-03'],
    ['/api/oparative-log', 'operative-log', 'view', 'today'],
    ['/api/oparative-log/search-by-name?name=Zebulon', 'operative-log', 'search-name', null],
    ['/api/oparative-log/search-by-date?date=2031-02-03', 'operative-log', 'search-date', '2031-02-03'],
    ['/api/daily-schedule-data?event_date=2031-02-03', 'daily-schedule', 'view', '2031-02-03'],
    ['/api/daily-schedule-search-by-date?date=2031-02-04', 'daily-schedule', 'search-date', '2031-02-04'],
  ];

  it.each(reads)('GET %s → one %s %s entry, without the searched name', async (url, area, action, entityId) => {
    const since = await lastAuditId(t);
    expect((await as('physician').get(url)).status).toBe(200);
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
    expect((await as('physician').get('/api/daily-schedule-data?event_date=nope')).status).toBe(422);
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
      expect((await as(username).get('/api/audit-log')).status).toBe(403);
    expect((await t.call(auditContract.log, {})).status).toBe(401);
  });

  it('answers 422 per field on bad parameters', async () => {
    const response = await as('admin').get('/api/audit-log?area=nope&user_id=abc&from=2025-13-01&to=x&page=7');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['area', 'from', 'page', 'to', 'user_id']);
    const backwards = await as('admin').get('/api/audit-log?from=2025-02-02&to=2025-02-01');
    expect(backwards.body.errors).toEqual({ to: ['Must be on or after from.'] });
  });

  it('filters by area, user and record, newest first, and pages with next_page until the end', async () => {
    const physicianId = await t.userId('physician');
    for (let i = 0; i < 60; i += 1) await as('physician').get('/api/hospital-round');
    const seen: number[] = [];
    let page: string | null = '';
    while (page !== null) {
      const response: {
        body: { entries: { id: number; area: string; actor_user_id: number }[]; next_page: string | null };
      } = await as('admin').get(`/api/audit-log?area=rounds&user_id=${physicianId}&page=${encodeURIComponent(page)}`);
      expect(response.body.entries.every((e) => e.area === 'rounds' && e.actor_user_id === physicianId)).toBe(true);
      seen.push(...response.body.entries.map((e) => e.id));
      page = response.body.next_page;
    }
    expect(seen.length).toBeGreaterThanOrEqual(62);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by day (from/to in the practice time zone)', async () => {
    const today = t.clock.today();
    expect((await as('admin').get(`/api/audit-log?from=${today}&to=${today}`)).body.entries.length).toBeGreaterThan(0);
    expect((await as('admin').get('/api/audit-log?from=2099-01-01')).body).toEqual({ entries: [], next_page: null });
    expect((await as('admin').get('/api/audit-log?to=2000-01-01')).body.entries).toEqual([]);
  });
});

describe('GET /api/history/{area}/{id}', () => {
  it('answers one record’s changes (not looks), newest first, to every signed-in user, with undoable for writers', async () => {
    const surgeon = await t.userId('physician');
    await as('staff').post('/api/calendar-add-data', {
      entries: [{ date: '2031-09-09', surgeon_1st: surgeon, version: 0 }],
    });
    await as('admin').post('/api/calendar-add-data', {
      entries: [{ date: '2031-09-09', surgeon_1st: null, version: 1 }],
    });
    const asPhysician = await as('physician').get('/api/history/call-calendar/2031-09-09');
    expect(asPhysician.status).toBe(200);
    expect(asPhysician.body.entries.map((e: { actor_name: string }) => e.actor_name)).toEqual([
      'Olivia Grant',
      'Maria Lopez',
    ]);
    expect(asPhysician.body.entries[0].undoable).toBe(false);
    expect((await as('staff').get('/api/history/call-calendar/2031-09-09')).body.entries[0].undoable).toBe(true);
  });

  it('keeps accounts, sign-ins and messages to administrators (403), and refuses an unknown area (422)', async () => {
    expect((await as('staff').get('/api/history/users/1')).status).toBe(403);
    expect((await as('admin').get('/api/history/users/1')).status).toBe(200);
    const bad = await as('staff').get('/api/history/nope/1');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('area');
  });
});
