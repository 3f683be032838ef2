import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { statementRecorder } from '../test/statement-recorder.js';
import { physicianIds, procedureBody } from './daily-schedule.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { answered } from '../test/call-declared.js';

/**
 * What a schedule write costs the database: each statement is a round trip to PostgreSQL, and
 * the save's broadcast waits for all of them. Listed as `verb table`, sorted, without the
 * request's session check (which may also touch the session when it was idle).
 */
let t: TestApp;
const statements = statementRecorder(() => t.app.db);

let token: string;
let surgeons: number[];
beforeAll(async () => {
  t = await createTestApp({ dbPlugin: statements.plugin });
  token = await t.login('staff');
  surgeons = await physicianIds(t);
});
afterAll(() => t.close());

async function statementsOf(call: () => Promise<{ status: number }>, status = 200): Promise<string[]> {
  // What the rooms were told of the previous write is not this one's.
  await t.app.projections.settled();
  statements.start();
  const answer = await call().catch((error: unknown) => {
    statements.stop();
    throw error;
  });
  const recorded = statements.stop();
  expect(answer.status).toBe(status);
  return recorded.sort();
}

const body = (overrides: Record<string, unknown>) =>
  procedureBody(surgeons[0]!, { event_date: '2031-10-07', start_time: '20:00', end_time: '21:00', ...overrides });
// The rules: the surgeons, the double booking, then the day's time off, office holders, closure, holiday and hours.
const rules = [
  'select call_entries',
  'select office_closures',
  'select office_hours',
  'select practice_holidays',
  'select schedule_events',
  'select time_off_dates',
  'select users',
];
// The OR figures of the event's day, kept before the commit (server/or-metrics/kept-days.repository.ts):
// the kept revision bumped (which orders two writes keeping the same day), then the day's sums and reasons recomputed.
const keptDay = [
  'update or_metric_settings',
  'delete or_metric_days',
  'insert or_metric_days',
  'delete or_metric_counts',
  'insert or_metric_counts',
];

describe('the statements of a schedule write', () => {
  it('an edit reads the event once before and once after, and rewrites its surgeons only when they change', async () => {
    const created = answered(await t.call(dailyScheduleContract.create, { body: body({}) }, token), 201).dailySchedule;
    const edit = (overrides: Record<string, unknown>) => () =>
      t.call(dailyScheduleContract.update, { params: { id: created.id }, body: body(overrides) }, token);

    const sameSurgeons = await statementsOf(edit({ event_note: 'Bring the C-arm and a spare', version: 1 }));
    expect(sameSurgeons).toEqual(
      [
        ...rules,
        'select schedule_events',
        'select schedule_events',
        'update schedule_events',
        'update schedule_revision',
        'insert audit_log',
        ...keptDay,
      ].sort(),
    );

    const withAssistant = await statementsOf(edit({ surgeon_deg: [surgeons[1]!], version: 2 }));
    expect(withAssistant).toEqual(
      [...sameSurgeons, 'delete schedule_event_surgeons', 'insert schedule_event_surgeons'].sort(),
    );
    const stored = answered(
      await t.call(dailyScheduleContract.get, { params: { id: created.id } }, token),
    ).dailySchedule;
    expect(stored).toMatchObject({ surgeon_id: [surgeons[0]], surgeon_deg: [surgeons[1]], version: 3 });

    // The same people with their parts swapped is a change too.
    await statementsOf(edit({ surgeon_id: [surgeons[1]!], surgeon_deg: [surgeons[0]!], version: 3 }));
    const swapped = answered(
      await t.call(dailyScheduleContract.get, { params: { id: created.id } }, token),
    ).dailySchedule;
    expect(swapped).toMatchObject({ surgeon_id: [surgeons[1]], surgeon_deg: [surgeons[0]], version: 4 });
  });

  it('a stale edit stops at the first read (409), a new event is not read before it exists', async () => {
    const created = answered(
      await t.call(dailyScheduleContract.create, { body: body({ start_time: '22:00', end_time: '23:00' }) }, token),
      201,
    ).dailySchedule;
    const stale = () =>
      t.call(
        dailyScheduleContract.update,
        { params: { id: created.id }, body: body({ start_time: '22:00', end_time: '23:00', version: 9 }) },
        token,
      );
    expect(await statementsOf(stale, 409)).toEqual(['select schedule_events']);

    const create = () =>
      t.call(dailyScheduleContract.create, { body: body({ start_time: '18:00', end_time: '19:00' }) }, token);
    expect(await statementsOf(create, 201)).toEqual(
      [
        ...rules,
        'insert schedule_events',
        'insert schedule_event_surgeons',
        'update schedule_revision',
        'select schedule_events',
        'insert audit_log',
        ...keptDay,
      ].sort(),
    );
  });

  it('an archive reads the event once before and once after', async () => {
    const created = answered(
      await t.call(dailyScheduleContract.create, { body: body({ start_time: '06:00', end_time: '07:00' }) }, token),
      201,
    ).dailySchedule;
    const archive = () =>
      t.call(dailyScheduleContract.archive, { params: { id: created.id }, body: { version: 1 } }, token);
    expect(await statementsOf(archive)).toEqual(
      [
        'select schedule_events',
        'update schedule_events',
        'update schedule_revision',
        'select schedule_events',
        'insert audit_log',
        ...keptDay,
      ].sort(),
    );
  });
});
