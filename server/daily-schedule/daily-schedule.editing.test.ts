import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { physicianIds, procedureBody, TEST_TODAY } from './daily-schedule.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered, refused } from '../test/call-declared.js';

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
    const first = await t.call(
      dailyScheduleContract.update,
      {
        params: { id: created.id },
        body: procedureBody(surgeons[0]!, { event_date: '2031-08-01', procedure: 'First save', version: 1 }),
      },
      tokens.staff,
    );
    expect(first.status).toBe(200);
    expect(answered(first).dailySchedule).toMatchObject({ procedure: 'First save', version: 2 });
    const second = await t.call(
      dailyScheduleContract.update,
      {
        params: { id: created.id },
        body: procedureBody(surgeons[0]!, { event_date: '2031-08-01', procedure: 'Second save', version: 1 }),
      },
      tokens.admin,
    );
    expect(second.status).toBe(409);
    expect(refused(second).current).toMatchObject({ id: created.id, procedure: 'First save', version: 2 });
    const stored = await t.call(dailyScheduleContract.get, { params: { id: created.id } }, tokens.staff);
    expect(answered(stored).dailySchedule.procedure).toBe('First save');
  });

  it('lets a save without version win (last write wins) and records who updated', async () => {
    const created = (await add(procedureBody(surgeons[0]!, { event_date: '2031-08-02' }))).body.dailySchedule;
    await t.call(
      dailyScheduleContract.update,
      { params: { id: created.id }, body: procedureBody(surgeons[0]!, { event_date: '2031-08-02', procedure: 'A' }) },
      tokens.staff,
    );
    const response = await t.call(
      dailyScheduleContract.update,
      { params: { id: created.id }, body: procedureBody(surgeons[0]!, { event_date: '2031-08-02', procedure: 'B' }) },
      tokens.admin,
    );
    expect(answered(response).dailySchedule).toMatchObject({
      procedure: 'B',
      version: 3,
      updated_by: { name: 'Olivia Grant' },
    });
  });

  it('moves an event to another date and surgeon', async () => {
    const created = (await add(procedureBody(surgeons[0]!, { event_date: '2031-08-03' }))).body.dailySchedule;
    await t.call(
      dailyScheduleContract.update,
      {
        params: { id: created.id },
        body: procedureBody(surgeons[2]!, { event_date: '2031-08-04', start_time: '12:00', end_time: '13:00' }),
      },
      tokens.staff,
    );
    const oldDay = answered(
      await t.call(dailyScheduleContract.day, { query: { event_date: '2031-08-03' } }, tokens.staff),
    );
    const newDay = answered(
      await t.call(dailyScheduleContract.day, { query: { event_date: '2031-08-04' } }, tokens.staff),
    );
    expect(Object.values(oldDay.surgeon_events).flat()).toEqual([]);
    expect(newDay.surgeon_events[surgeons[2]!]).toEqual([
      expect.objectContaining({ id: created.id, start_time: '12:00' }),
    ]);
  });

  it('archives on delete: the row stays, leaves the day and can no longer be read or edited', async () => {
    const created = (await add(procedureBody(surgeons[1]!, { event_date: '2031-08-05' }))).body.dailySchedule;
    const response = await t.call(
      dailyScheduleContract.archive,
      { params: { id: created.id }, body: { is_archived: true } },
      tokens.staff,
    );
    expect(response.status).toBe(200);
    expect(answered(response).dailySchedule).toMatchObject({ is_archived: 1, version: 2 });
    const row = await t.db
      .selectFrom('schedule_events')
      .select(['is_archived'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.is_archived).toBe(1);
    const day = answered(
      await t.call(dailyScheduleContract.day, { query: { event_date: '2031-08-05' } }, tokens.staff),
    );
    expect(Object.values(day.surgeon_events).flat()).toEqual([]);
    expect((await t.call(dailyScheduleContract.get, { params: { id: created.id } }, tokens.staff)).status).toBe(404);
    expect(
      (
        await t.call(
          dailyScheduleContract.update,
          { params: { id: created.id }, body: procedureBody(surgeons[1]!) },
          tokens.staff,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          dailyScheduleContract.archive,
          { params: { id: created.id }, body: { is_archived: true } },
          tokens.staff,
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a delete body that is not an archive (422) and bad ids (422)', async () => {
    const created = (await add(procedureBody(surgeons[1]!, { event_date: '2031-08-06' }))).body.dailySchedule;
    expect(
      refused(
        await t.call(
          dailyScheduleContract.archive,
          { params: { id: created.id }, body: { is_archived: false } },
          tokens.staff,
        ),
      ).errors!,
    ).toHaveProperty('is_archived');
    expect((await t.call(dailyScheduleContract.get, { params: { id: 'abc' } }, tokens.staff)).status).toBe(422);
    expect((await t.api(tokens.staff).get('/api/daily-schedule-data')).body.errors).toHaveProperty('event_date');
    expect(
      refused(await t.call(dailyScheduleContract.dayByDate, { query: { date: '2031-02-30' } }, tokens.staff)).errors!,
    ).toHaveProperty('date');
  });
});

describe('the cached day', () => {
  it('shows a renamed surgeon and a directly archived event at once (the cache follows the database)', async () => {
    const day = async () =>
      answered(await t.call(dailyScheduleContract.day, { query: { event_date: '2031-11-03' } }, tokens.staff));
    const created = (await add(procedureBody(surgeons[4]!, { event_date: '2031-11-03' }))).body.dailySchedule;
    expect((await day()).surgeon_events[surgeons[4]!]).toHaveLength(1);
    const current = answered(await t.call(usersContract.get, { params: { id: surgeons[4] } }, tokens.admin)).user;
    await t.call(
      usersContract.update,
      { params: { id: surgeons[4] }, body: { ...current, name: 'David R. Reyes' } },
      tokens.admin,
    );
    const renamed = await day();
    expect(renamed.surgeons.find((s: { id: number }) => s.id === surgeons[4])).toEqual({
      id: surgeons[4],
      name: 'David R. Reyes',
    });
    await t.call(dailyScheduleContract.archive, { params: { id: created.id }, body: {} }, tokens.staff);
    expect((await day()).surgeon_events[surgeons[4]!]).toEqual([]);
    await t.call(
      usersContract.update,
      { params: { id: surgeons[4] }, body: { ...current, name: 'David Reyes' } },
      tokens.admin,
    );
  });
});

describe('surgeon column order', () => {
  it("keeps the administrator's order in the database and uses it for the grid", async () => {
    const reversed = [...surgeons].reverse();
    const saved = await t.call(
      dailyScheduleContract.saveSurgeonOrder,
      { body: { surgeon_ids: reversed.slice(0, 3).map(String) } },
      tokens.admin,
    );
    expect(saved.status).toBe(200);
    const expected = [...reversed.slice(0, 3), ...[surgeons[0]!, surgeons[1]!]];
    expect(answered(saved).surgeons.map((s: { id: number }) => s.id)).toEqual(expected);
    const day = answered(
      await t.call(dailyScheduleContract.day, { query: { event_date: '2031-01-01' } }, tokens.physician),
    );
    expect(day.surgeons.map((s: { id: number }) => s.id)).toEqual(expected);
    const bad = await t.call(
      dailyScheduleContract.saveSurgeonOrder,
      { body: { surgeon_ids: [surgeons[0], surgeons[0]] } },
      tokens.admin,
    );
    expect(bad.status).toBe(422);
    const staffId = await t.userId('staff');
    expect(
      refused(await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: [staffId] } }, tokens.admin))
        .errors!,
    ).toHaveProperty('surgeon_ids');
    await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: surgeons } }, tokens.admin);
  });
});
