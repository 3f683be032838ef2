import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Milestone } from '../../shared/case-tracking.js';
import { auditContract } from '../../shared/contract/audit.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { orMetricsContract } from '../../shared/contract/or-metrics.js';
import type { OrMetricsQuery } from '../../shared/schemas/or-metrics.js';
import { addCaseAs } from '../case-tracking/case-tracking.factories.test-support.js';
import { answered, type DeclaredAnswer } from '../test/call-declared.js';
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
      const answer = answered(await t.call(orMetricsContract.metrics, { query }, admin));
      expect(answer).toEqual(await orMetricsFromCases(t.db, query, settings));
    }
}

type CaseWrite = (typeof caseTrackingContract)['setMilestone' | 'delay' | 'cancel' | 'undoLastStep'];

/** A case write's answer has `status`; answers the case's version after it (-1 when refused). */
async function versionAfter(write: Promise<DeclaredAnswer<CaseWrite>>, status = 200): Promise<number> {
  const answer = await write;
  expect(answer.status, answer.text).toBe(status);
  return answer.ok ? answer.body.version : -1;
}

const milestone = (eventId: number, body: { step: Milestone; version: number; date?: string; time?: string }) =>
  t.call(caseTrackingContract.setMilestone, { params: { eventId }, body }, staff);
const delay = (eventId: number, version: number) =>
  t.call(
    caseTrackingContract.delay,
    { params: { eventId }, body: { reason: 'Patient late', note: '', version } },
    staff,
  );

/** Records `steps` in order, each at its time on the case's day; answers the case's version. */
async function milestones(eventId: number, date: string, steps: [Milestone, string][], version = 0): Promise<number> {
  for (const [step, time] of steps) version = await versionAfter(milestone(eventId, { step, version, date, time }));
  return version;
}

const fullCase = (inRoom: string, outOfRoom: string): [Milestone, string][] => [
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
    const room1 = { event_location: 'PHH MOR' };
    const add = (surgeonId: number, fields: Parameters<typeof addCaseAs>[3]) => addCaseAs(t, staff, surgeonId, fields);
    cases.first = await add(carter, { event_date: TUE, start_time: '08:00', end_time: '09:00', ...room1 });
    cases.second = await add(natarajan, { event_date: TUE, start_time: '09:30', end_time: '10:30', ...room1 });
    cases.other = await add(carter, {
      event_date: TUE,
      start_time: '11:00',
      end_time: '12:00',
      event_location: 'PHH HOSC',
    });
    cases.today = await add(natarajan, { event_date: WED, start_time: '08:00', end_time: '09:00', ...room1 });
    await expectKeptFollow();

    versions.first = await milestones(cases.first, TUE, fullCase('08:03', '09:05'));
    versions.second = await milestones(cases.second, TUE, fullCase('09:35', '10:40'));
    versions.today = await milestones(cases.today, WED, fullCase('08:12', '09:00').slice(0, 2));
    versions.other = await versionAfter(delay(cases.other, 0));
    const cancel = { reason: 'Patient declined' as const, note: '', version: 1 };
    versions.other = await versionAfter(
      t.call(caseTrackingContract.cancel, { params: { eventId: cases.other }, body: cancel }, staff),
    );
    await expectKeptFollow();
    const tuesday = await t.db.selectFrom('or_metric_days').selectAll().where('event_date', '=', TUE).execute();
    expect(tuesday.reduce((sum, row) => sum + Number(row.cases), 0)).toBe(3);
  });

  it('after moving a case to another day (both days kept) and archiving one', async () => {
    const moved = { event_date: MON, start_time: '09:30', end_time: '10:30', event_location: 'PHH MOR' };
    const id = cases.second!;
    const current = answered(await t.call(dailyScheduleContract.get, { params: { id } }, staff)).dailySchedule;
    const body = { ...current, ...moved, acknowledge_warnings: true };
    const move = await t.call(dailyScheduleContract.update, { params: { id }, body }, staff);
    expect(move.status, move.text).toBe(200);
    expect(await t.db.selectFrom('or_metric_days').select('cases').where('event_date', '=', MON).execute()).toEqual([
      { cases: 1 },
    ]);
    await expectKeptFollow();

    const archive = { params: { id: cases.other! }, body: { version: 1 } };
    const archived = await t.call(dailyScheduleContract.archive, archive, staff);
    expect(archived.status, archived.text).toBe(200);
    const reasons = t.db.selectFrom('or_metric_counts').select('kind').where('event_date', '=', TUE);
    expect(await reasons.where('kind', '<>', 'turnover').execute()).toEqual([]);
    await expectKeptFollow();
  });

  it("after undoing a milestone, by the case's Undo and by History's", async () => {
    const undo = { params: { eventId: cases.today! }, body: { version: versions.today! } };
    versions.today = await versionAfter(t.call(caseTrackingContract.undoLastStep, undo, staff));
    await expectKeptFollow();

    const entry = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('area', '=', 'case-tracking')
      .where('entity_id', '=', String(cases.first!))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const before = await t.db.selectFrom('or_metric_days').selectAll().where('event_date', '=', TUE).execute();
    const undone = await t.call(auditContract.undo, { params: { id: entry.id }, body: {} }, admin);
    expect(undone.status, undone.text).toBe(200);
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
    const undo = { params: { id: move.id }, body: { acknowledge_warnings: true } };
    const undone = await t.call(auditContract.undo, undo, admin);
    expect(undone.status, undone.text).toBe(200);
    expect(await t.db.selectFrom('or_metric_days').select('cases').where('event_date', '=', MON).execute()).toEqual([]);
    await expectKeptFollow();
  });

  it('after writes of the same day at once (on PostgreSQL, concurrent transactions keep it one after the other)', async () => {
    const room = { event_location: 'PHH HOSC' };
    const both = [
      await addCaseAs(t, staff, carter, { event_date: WED, start_time: '13:00', end_time: '14:00', ...room }),
      await addCaseAs(t, staff, natarajan, { event_date: WED, start_time: '14:30', end_time: '15:30', ...room }),
    ];
    const steps = [fullCase('13:02', '14:10'), fullCase('14:25', '15:40')];
    for (let step = 0; step < steps[0]!.length; step += 1)
      await Promise.all(
        both.map((eventId, index) => {
          const [name, time] = steps[index]![step]!;
          return versionAfter(milestone(eventId, { step: name, version: step, date: WED, time }));
        }),
      );
    await expectKeptFollow();
  });

  it('a write refused by a rule, or rolled back after its keeper ran, keeps nothing', async () => {
    const kept = await keptRows(t.db);
    // Refused: a step out of order (422), a delay from a stale version (409).
    await versionAfter(milestone(cases.today!, { step: 'closing', version: versions.today! }), 422);
    await versionAfter(delay(cases.first!, 99), 409);
    expect(await keptRows(t.db)).toEqual(kept);

    // A later keeper fails: the write and the figures kept before it roll back together.
    let failing = true;
    t.app.keepers.register(['case-progress'], async () => {
      if (failing) throw new Error('a keeper failed');
    });
    const inRoom = { step: 'in_room' as const, version: versions.today!, date: WED, time: '08:20' };
    await versionAfter(milestone(cases.today!, inRoom), 500);
    failing = false;
    expect(await keptRows(t.db)).toEqual(kept);
    const progress = answered(
      await t.call(caseTrackingContract.progress, { params: { eventId: cases.today! } }, staff),
    );
    expect(progress.version).toBe(versions.today);
    await expectKeptFollow();
  });
});
