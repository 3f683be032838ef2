import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import { addCase } from '../case-tracking/case-tracking.factories.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { keptFromScratch, keptRows } from './kept-figures.test-support.js';
import { orMetricsSettingsOf } from './kept-figures.js';
import { orMetricsFromCases } from './or-metrics.service.js';

// The portal stands at 15:00 on Wednesday 2035-05-16 (the demo's cases are around it); the test's
// cases are three weeks before, Monday to Wednesday, their milestones entered afterwards. Each
// write goes through the real routes; the demo's days are kept and compared too.
const NOW = '2035-05-16T15:00';
const MON = '2035-04-23';
const TUE = '2035-04-24';
const WED = '2035-04-25';
let t: TestApp;
let staff: string;
let admin: string;
let carter: number;
let natarajan: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  staff = await t.login('staff');
  admin = await t.login('admin');
  carter = await t.userId('physician');
  natarajan = await t.userId('pnatarajan');
});
afterAll(() => t.close());

const QUERIES: OrMetricsQuery[] = [
  { from: MON, to: WED, group: 'day' },
  { from: '2035-04-01', to: '2035-05-31', group: 'week' },
  { from: '2035-01-01', to: '2035-12-31', group: 'month' },
];

/** The kept rows are what a recomputation gives, and the API answers what the old query does. */
async function expectKeptFollow() {
  expect(await keptRows(t.db)).toEqual(await keptFromScratch(t.db));
  const settings = orMetricsSettingsOf(t.app.config);
  for (const base of QUERIES)
    for (const query of [base, { ...base, surgeon_id: carter }, { ...base, surgeon_id: natarajan }]) {
      const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, `${value}`]));
      const answer = await t.api(admin).get(`/api/or-metrics?${params}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(await orMetricsFromCases(t.db, query, settings));
    }
}

const post = async (eventId: number, path: string, body: object, status = 200) => {
  const response = await t.api(staff).post(`/api/case-tracking/${eventId}/${path}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as { version: number };
};

/** Records `steps` in order, each at its time on the case's day; answers the case's version. */
async function milestones(eventId: number, date: string, steps: [string, string][], version = 0): Promise<number> {
  for (const [step, time] of steps)
    version = (await post(eventId, 'milestones', { step, version, date, time })).version;
  return version;
}

const fullCase = (inRoom: string, outOfRoom: string): [string, string][] => [
  ['checked_in', '07:00'],
  ['in_room', inRoom],
  ['procedure_start', inRoom],
  ['closing', outOfRoom],
  ['out_of_room', outOfRoom],
];

describe('the OR figures kept per day follow every write, in its transaction', () => {
  const cases: Record<string, number> = {};
  const versions: Record<string, number> = {};

  it('after creating cases and recording milestones, a delay and a cancellation', async () => {
    const api = t.api(staff);
    const room1 = { event_location: 'PHH MOR' };
    cases.first = await addCase(api, carter, { event_date: TUE, start_time: '08:00', end_time: '09:00', ...room1 });
    cases.second = await addCase(api, natarajan, { event_date: TUE, start_time: '09:30', end_time: '10:30', ...room1 });
    cases.other = await addCase(api, carter, {
      event_date: TUE,
      start_time: '11:00',
      end_time: '12:00',
      event_location: 'PHH HOSC',
    });
    cases.today = await addCase(api, natarajan, { event_date: WED, start_time: '08:00', end_time: '09:00', ...room1 });
    await expectKeptFollow();

    versions.first = await milestones(cases.first, TUE, fullCase('08:03', '09:05'));
    versions.second = await milestones(cases.second, TUE, fullCase('09:35', '10:40'));
    versions.today = await milestones(cases.today, WED, fullCase('08:12', '09:00').slice(0, 2));
    versions.other = (await post(cases.other, 'delay', { reason: 'Patient late', note: '', version: 0 })).version;
    versions.other = (await post(cases.other, 'cancel', { reason: 'Patient declined', note: '', version: 1 })).version;
    await expectKeptFollow();
    const tuesday = await t.db.selectFrom('or_metric_days').selectAll().where('event_date', '=', TUE).execute();
    expect(tuesday.reduce((sum, row) => sum + Number(row.cases), 0)).toBe(3);
  });

  it('after moving a case to another day (both days kept) and archiving one', async () => {
    const moved = { event_date: MON, start_time: '09:30', end_time: '10:30', event_location: 'PHH MOR' };
    const current = (await t.api(staff).get(`/api/daily-schedule/${cases.second}`)).body.dailySchedule;
    const move = await t.api(staff).put(`/api/daily-schedule-update/${cases.second}`, {
      ...current,
      ...moved,
      acknowledge_warnings: true,
    });
    expect(move.status, JSON.stringify(move.body)).toBe(200);
    expect(await t.db.selectFrom('or_metric_days').select('cases').where('event_date', '=', MON).execute()).toEqual([
      { cases: 1 },
    ]);
    await expectKeptFollow();

    const archived = await t.api(staff).patch(`/api/daily-schedule-delete/${cases.other}`, { version: 1 });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    const reasons = t.db.selectFrom('or_metric_counts').select('kind').where('event_date', '=', TUE);
    expect(await reasons.where('kind', '<>', 'turnover').execute()).toEqual([]);
    await expectKeptFollow();
  });

  it("after undoing a milestone, by the case's Undo and by History's", async () => {
    versions.today = (await post(cases.today!, 'undo', { version: versions.today })).version;
    await expectKeptFollow();

    const entry = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('area', '=', 'case-tracking')
      .where('entity_id', '=', String(cases.first!))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('or_metric_days').selectAll().where('event_date', '=', TUE).execute();
    const undone = await t.api(admin).post(`/api/audit-log/${entry.id}/undo`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    // Out of room taken back: the first case no longer counts as completed.
    const after = await t.db.selectFrom('or_metric_days').selectAll().where('event_date', '=', TUE).execute();
    const completed = (rows: typeof before) => rows.reduce((sum, row) => sum + Number(row.completed), 0);
    expect(completed(after)).toBe(completed(before) - 1);
    await expectKeptFollow();
  });

  it("after undoing the move from History: the case's figures back on its first day", async () => {
    const move = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('area', '=', 'daily-schedule')
      .where('action', '=', 'update')
      .where('entity_id', '=', String(cases.second!))
      .executeTakeFirstOrThrow();
    const undone = await t.api(admin).post(`/api/audit-log/${move.id}/undo`, { acknowledge_warnings: true });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await t.db.selectFrom('or_metric_days').select('cases').where('event_date', '=', MON).execute()).toEqual([]);
    await expectKeptFollow();
  });

  it('after writes of the same day at once (on PostgreSQL, concurrent transactions keep it one after the other)', async () => {
    const api = t.api(staff);
    const room = { event_location: 'PHH HOSC' };
    const both = [
      await addCase(api, carter, { event_date: WED, start_time: '13:00', end_time: '14:00', ...room }),
      await addCase(api, natarajan, { event_date: WED, start_time: '14:30', end_time: '15:30', ...room }),
    ];
    const steps = [fullCase('13:02', '14:10'), fullCase('14:25', '15:40')];
    for (let step = 0; step < steps[0]!.length; step += 1)
      await Promise.all(
        both.map((eventId, index) => {
          const [name, time] = steps[index]![step]!;
          return post(eventId, 'milestones', { step: name, version: step, date: WED, time });
        }),
      );
    await expectKeptFollow();
  });

  it('a write refused by a rule, or rolled back after its keeper ran, keeps nothing', async () => {
    const kept = await keptRows(t.db);
    // Refused: a step out of order (422), a delay from a stale version (409).
    await post(cases.today!, 'milestones', { step: 'closing', version: versions.today }, 422);
    await post(cases.first!, 'delay', { reason: 'Patient late', note: '', version: 99 }, 409);
    expect(await keptRows(t.db)).toEqual(kept);

    // A later keeper fails: the write and the figures kept before it roll back together.
    let failing = true;
    t.app.keepers.register(['case-progress'], async () => {
      if (failing) throw new Error('a keeper failed');
    });
    await post(cases.today!, 'milestones', { step: 'in_room', version: versions.today, date: WED, time: '08:20' }, 500);
    failing = false;
    expect(await keptRows(t.db)).toEqual(kept);
    expect((await t.api(staff).get(`/api/case-tracking/${cases.today}`)).body.version).toBe(versions.today);
    await expectKeptFollow();
  });
});
