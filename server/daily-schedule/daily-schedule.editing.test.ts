import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { physicianIds, procedureBody, TEST_TODAY } from './daily-schedule.test-support.js';

/** Editing and deleting events, the cached day after writes, the surgeon order; adding and reading: daily-schedule.test.ts. */

let t: TestApp;
let surgeons: number[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ today: TEST_TODAY });
  Object.assign(tokens, await t.loginEach());
  surgeons = await physicianIds(t);
});
afterAll(() => t.close());

const add = async (body: Record<string, unknown>, token = tokens.staff) =>
  t.api(token).post('/api/daily-schedule', body);

describe('editing and deleting', () => {
  it('gives the second of two saves from the same version 409 with the current event, and keeps the first', async () => {
    const created = (await add(procedureBody(surgeons[0]!, { event_date: '2031-08-01' }))).body.dailySchedule;
    const first = await t
      .api(tokens.staff)
      .put(
        `/api/daily-schedule-update/${created.id}`,
        procedureBody(surgeons[0]!, { event_date: '2031-08-01', procedure: 'First save', version: 1 }),
      );
    expect(first.status).toBe(200);
    expect(first.body.dailySchedule).toMatchObject({ procedure: 'First save', version: 2 });
    const second = await t
      .api(tokens.admin)
      .put(
        `/api/daily-schedule-update/${created.id}`,
        procedureBody(surgeons[0]!, { event_date: '2031-08-01', procedure: 'Second save', version: 1 }),
      );
    expect(second.status).toBe(409);
    expect(second.body.current).toMatchObject({ id: created.id, procedure: 'First save', version: 2 });
    const stored = await t.api(tokens.staff).get(`/api/daily-schedule/${created.id}`);
    expect(stored.body.dailySchedule.procedure).toBe('First save');
  });

  it('lets a save without version win (last write wins) and records who updated', async () => {
    const created = (await add(procedureBody(surgeons[0]!, { event_date: '2031-08-02' }))).body.dailySchedule;
    await t
      .api(tokens.staff)
      .put(
        `/api/daily-schedule-update/${created.id}`,
        procedureBody(surgeons[0]!, { event_date: '2031-08-02', procedure: 'A' }),
      );
    const response = await t
      .api(tokens.admin)
      .put(
        `/api/daily-schedule-update/${created.id}`,
        procedureBody(surgeons[0]!, { event_date: '2031-08-02', procedure: 'B' }),
      );
    expect(response.body.dailySchedule).toMatchObject({
      procedure: 'B',
      version: 3,
      updated_by: { name: 'Olivia Grant' },
    });
  });

  it('moves an event to another date and surgeon', async () => {
    const created = (await add(procedureBody(surgeons[0]!, { event_date: '2031-08-03' }))).body.dailySchedule;
    await t
      .api(tokens.staff)
      .put(
        `/api/daily-schedule-update/${created.id}`,
        procedureBody(surgeons[2]!, { event_date: '2031-08-04', start_time: '12:00', end_time: '13:00' }),
      );
    const oldDay = (await t.api(tokens.staff).get('/api/daily-schedule-data?event_date=2031-08-03')).body;
    const newDay = (await t.api(tokens.staff).get('/api/daily-schedule-data?event_date=2031-08-04')).body;
    expect(Object.values(oldDay.surgeon_events).flat()).toEqual([]);
    expect(newDay.surgeon_events[surgeons[2]!]).toEqual([
      expect.objectContaining({ id: created.id, start_time: '12:00' }),
    ]);
  });

  it('archives on delete: the row stays, leaves the day and can no longer be read or edited', async () => {
    const created = (await add(procedureBody(surgeons[1]!, { event_date: '2031-08-05' }))).body.dailySchedule;
    const response = await t.api(tokens.staff).patch(`/api/daily-schedule-delete/${created.id}`, { is_archived: true });
    expect(response.status).toBe(200);
    expect(response.body.dailySchedule).toMatchObject({ is_archived: 1, version: 2 });
    const row = await t.db
      .selectFrom('schedule_events')
      .select(['is_archived'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.is_archived).toBe(1);
    const day = (await t.api(tokens.staff).get('/api/daily-schedule-data?event_date=2031-08-05')).body;
    expect(Object.values(day.surgeon_events).flat()).toEqual([]);
    expect((await t.api(tokens.staff).get(`/api/daily-schedule/${created.id}`)).status).toBe(404);
    expect(
      (await t.api(tokens.staff).put(`/api/daily-schedule-update/${created.id}`, procedureBody(surgeons[1]!))).status,
    ).toBe(404);
    expect(
      (await t.api(tokens.staff).patch(`/api/daily-schedule-delete/${created.id}`, { is_archived: true })).status,
    ).toBe(404);
  });

  it('refuses a delete body that is not an archive (422) and bad ids (422)', async () => {
    const created = (await add(procedureBody(surgeons[1]!, { event_date: '2031-08-06' }))).body.dailySchedule;
    expect(
      (await t.api(tokens.staff).patch(`/api/daily-schedule-delete/${created.id}`, { is_archived: false })).body.errors,
    ).toHaveProperty('is_archived');
    expect((await t.api(tokens.staff).get('/api/daily-schedule/abc')).status).toBe(422);
    expect((await t.api(tokens.staff).get('/api/daily-schedule-data')).body.errors).toHaveProperty('event_date');
    expect(
      (await t.api(tokens.staff).get('/api/daily-schedule-search-by-date?date=2031-02-30')).body.errors,
    ).toHaveProperty('date');
  });
});

describe('the cached day', () => {
  it('shows a renamed surgeon and a directly archived event at once (the cache follows the database)', async () => {
    const path = '/api/daily-schedule-data?event_date=2031-11-03';
    const created = (await add(procedureBody(surgeons[4]!, { event_date: '2031-11-03' }))).body.dailySchedule;
    expect((await t.api(tokens.staff).get(path)).body.surgeon_events[surgeons[4]!]).toHaveLength(1);
    const current = (await t.api(tokens.admin).get(`/api/users/${surgeons[4]}`)).body.user;
    await t.api(tokens.admin).post(`/api/users/${surgeons[4]}`, { ...current, name: 'David R. Reyes' });
    const renamed = (await t.api(tokens.staff).get(path)).body;
    expect(renamed.surgeons.find((s: { id: number }) => s.id === surgeons[4])).toEqual({
      id: surgeons[4],
      name: 'David R. Reyes',
    });
    await t.api(tokens.staff).patch(`/api/daily-schedule-delete/${created.id}`, {});
    expect((await t.api(tokens.staff).get(path)).body.surgeon_events[surgeons[4]!]).toEqual([]);
    await t.api(tokens.admin).post(`/api/users/${surgeons[4]}`, { ...current, name: 'David Reyes' });
  });
});

describe('surgeon column order', () => {
  it("keeps the administrator's order in the database and uses it for the grid", async () => {
    const reversed = [...surgeons].reverse();
    const saved = await t
      .api(tokens.admin)
      .put('/api/daily-schedule-surgeon-order', { surgeon_ids: reversed.slice(0, 3).map(String) });
    expect(saved.status).toBe(200);
    const expected = [...reversed.slice(0, 3), ...[surgeons[0]!, surgeons[1]!]];
    expect(saved.body.surgeons.map((s: { id: number }) => s.id)).toEqual(expected);
    const day = (await t.api(tokens.physician).get('/api/daily-schedule-data?event_date=2031-01-01')).body;
    expect(day.surgeons.map((s: { id: number }) => s.id)).toEqual(expected);
    const bad = await t
      .api(tokens.admin)
      .put('/api/daily-schedule-surgeon-order', { surgeon_ids: [surgeons[0], surgeons[0]] });
    expect(bad.status).toBe(422);
    const staffId = await t.userId('staff');
    expect(
      (await t.api(tokens.admin).put('/api/daily-schedule-surgeon-order', { surgeon_ids: [staffId] })).body.errors,
    ).toHaveProperty('surgeon_ids');
    await t.api(tokens.admin).put('/api/daily-schedule-surgeon-order', { surgeon_ids: surgeons });
  });
});
