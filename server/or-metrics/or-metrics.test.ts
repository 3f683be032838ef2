import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrFigures, OrMetrics } from '../../shared/schemas/or-metrics.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { insertCase, type SeededCase } from './or-metrics.factories.test-support.js';
import { orMetricsContract } from '../../shared/contract/or-metrics.js';
import { refused } from '../test/call-declared.js';

let t: TestApp;
let tokens: Record<string, string>;
let carter: number;
let natarajan: number;

// A week from Monday 2035-03-05 (past any demo data), and one case the Monday after. Grace: 5 minutes.
const MON = '2035-03-05';
const TUE = '2035-03-06';
const NEXT_MON = '2035-03-12';
const WEEK = `from=${MON}&to=2035-03-18&group=week`;
const WEEK_QUERY = { from: MON, to: '2035-03-18', group: 'week' } as const;

beforeAll(async () => {
  t = await createTestApp({ config: { lateGraceMinutes: 5 } });
  tokens = await t.loginEach();
  carter = await t.userId('physician');
  natarajan = await t.userId('pnatarajan');
  const cases: SeededCase[] = [
    // Monday, OR 1: first case in 3 minutes after its start (on time), then a 30-minute turnover.
    {
      date: MON,
      start: '08:00',
      end: '09:00',
      location: 'OR 1',
      surgeonId: carter,
      inRoom: '08:03',
      outOfRoom: '09:10',
    },
    {
      date: MON,
      start: '09:30',
      end: '10:30',
      location: 'OR 1',
      surgeonId: carter,
      inRoom: '09:40',
      outOfRoom: '10:20',
    },
    // Monday, OR 2: the earliest case is cancelled, so the 08:00 one is the first; in 20 minutes late.
    { date: MON, start: '07:30', end: '08:00', location: 'OR 2', surgeonId: natarajan, cancel: 'Patient declined' },
    {
      date: MON,
      start: '08:00',
      end: '10:00',
      location: 'OR 2',
      surgeonId: natarajan,
      inRoom: '08:20',
      outOfRoom: '10:00',
      delay: 'Patient late',
    },
    // Another surgeon's case next in OR 2: a 15-minute turnover, counted for Carter.
    {
      date: MON,
      start: '10:30',
      end: '11:30',
      location: 'OR 2',
      surgeonId: carter,
      inRoom: '10:15',
      outOfRoom: '11:00',
    },
    // Tuesday, OR 1: in at exactly start + grace (on time), a 20-minute turnover, and an untracked case.
    {
      date: TUE,
      start: '08:00',
      end: '09:00',
      location: 'OR 1',
      surgeonId: carter,
      inRoom: '08:05',
      outOfRoom: '09:00',
    },
    {
      date: TUE,
      start: '09:15',
      end: '10:00',
      location: 'OR 1',
      surgeonId: carter,
      inRoom: '09:20',
      outOfRoom: '10:05',
    },
    { date: TUE, start: '10:00', end: '11:00', location: 'OR 1', surgeonId: carter },
    // Neither counts: an archived procedure and a meeting.
    { date: TUE, start: '07:00', end: '08:00', location: 'OR 1', surgeonId: carter, inRoom: '07:00', archived: true },
    { date: TUE, start: '07:00', end: '08:00', location: 'OR 2', surgeonId: carter, purpose: 'Meeting' },
    // The next Monday: a first case 10 minutes late.
    {
      date: NEXT_MON,
      start: '08:00',
      end: '09:00',
      location: 'OR 1',
      surgeonId: natarajan,
      inRoom: '08:10',
      outOfRoom: '09:00',
    },
  ];
  for (const seeded of cases) await insertCase(t.db, seeded);
});
afterAll(() => t.close());

const metrics = async (query: string): Promise<OrMetrics> => {
  const response = await t.api(tokens.admin).get(`/api/or-metrics?${query}`);
  expect(response.status).toBe(200);
  return response.body as OrMetrics;
};

const figures = (overrides: Partial<OrFigures>): OrFigures => ({
  cases: 0,
  cancelled: 0,
  delayed: 0,
  first_cases: 0,
  first_cases_on_time: 0,
  on_time_rate: null,
  turnovers: 0,
  turnover_average_minutes: null,
  turnover_median_minutes: null,
  completed: 0,
  scheduled_minutes: 0,
  actual_minutes: 0,
  overruns: 0,
  late_entries: 0,
  delays_by_reason: {},
  cancellations_by_reason: {},
  ...overrides,
});

// Worked out by hand from the cases above.
const FIRST_WEEK = figures({
  cases: 8,
  cancelled: 1,
  delayed: 1,
  first_cases: 3, // Mon OR 1 (on time), Mon OR 2 (20 late), Tue OR 1 (on time at the grace)
  first_cases_on_time: 2,
  on_time_rate: 0.6667,
  turnovers: 3, // 30, 15, 20
  turnover_average_minutes: 21.7,
  turnover_median_minutes: 20,
  completed: 6,
  scheduled_minutes: 60 + 60 + 120 + 60 + 60 + 45,
  actual_minutes: 67 + 40 + 100 + 45 + 55 + 45,
  overruns: 1, // 67 minutes for 60
  delays_by_reason: { 'Patient late': 1 },
  cancellations_by_reason: { 'Patient declined': 1 },
});

describe('GET /api/or-metrics on a week seeded by hand', () => {
  it('answers the week figures computed by hand, per week and per primary surgeon', async () => {
    const answer = await metrics(WEEK);
    expect(answer.grace_minutes).toBe(5);
    expect(answer.periods.map((period) => [period.start, period.end])).toEqual([
      [MON, '2035-03-11'],
      [NEXT_MON, '2035-03-18'],
    ]);
    const [first, second] = answer.periods;
    expect(first!.figures).toEqual(FIRST_WEEK);
    expect(first!.surgeons).toEqual([
      {
        surgeon_id: carter,
        surgeon_name: 'James Carter',
        figures: figures({
          cases: 6,
          first_cases: 2,
          first_cases_on_time: 2,
          on_time_rate: 1,
          turnovers: 3,
          turnover_average_minutes: 21.7,
          turnover_median_minutes: 20,
          completed: 5,
          scheduled_minutes: 60 + 60 + 60 + 60 + 45,
          actual_minutes: 67 + 40 + 45 + 55 + 45,
          overruns: 1,
        }),
      },
      {
        surgeon_id: natarajan,
        surgeon_name: 'Priya Natarajan',
        figures: figures({
          cases: 2,
          cancelled: 1,
          delayed: 1,
          first_cases: 1,
          on_time_rate: 0,
          completed: 1,
          scheduled_minutes: 120,
          actual_minutes: 100,
          delays_by_reason: { 'Patient late': 1 },
          cancellations_by_reason: { 'Patient declined': 1 },
        }),
      },
    ]);
    expect(second!.figures).toMatchObject({ cases: 1, first_cases: 1, first_cases_on_time: 0, on_time_rate: 0 });
    expect(answer.total).toMatchObject({ cases: 9, first_cases: 4, first_cases_on_time: 2, on_time_rate: 0.5 });
    expect(
      answer.surgeons.map((surgeon) => [surgeon.surgeon_name, surgeon.figures.cases, surgeon.figures.first_cases]),
    ).toEqual([
      ['James Carter', 6, 2],
      ['Priya Natarajan', 3, 2],
    ]);
  });

  it('groups by day and by month', async () => {
    const byDay = await metrics(`from=${MON}&to=${TUE}&group=day`);
    expect(byDay.periods.map((period) => [period.start, period.figures.first_cases, period.figures.turnovers])).toEqual(
      [
        [MON, 2, 2],
        [TUE, 1, 1],
      ],
    );
    expect(byDay.periods[1]!.figures).toMatchObject({ on_time_rate: 1, turnover_median_minutes: 20, cases: 3 });

    const byMonth = await metrics(`from=2035-02-20&to=2035-03-31&group=month`);
    expect(byMonth.periods.map((period) => [period.start, period.end, period.figures.cases])).toEqual([
      ['2035-02-01', '2035-02-28', 0],
      ['2035-03-01', '2035-03-31', 9],
    ]);
  });

  it("counts one surgeon's cases, still finding first cases and turnovers among the room's", async () => {
    const answer = await metrics(`${WEEK}&surgeon_id=${natarajan}`);
    expect(answer.surgeon_id).toBe(natarajan);
    expect(answer.total).toMatchObject({ cases: 3, first_cases: 2, first_cases_on_time: 0, turnovers: 0 });
    const carterOnly = await metrics(`${WEEK}&surgeon_id=${carter}`);
    // The 15-minute turnover follows Natarajan's case in OR 2 but is Carter's.
    expect(carterOnly.total).toMatchObject({ cases: 6, turnovers: 3, turnover_median_minutes: 20 });
    expect(carterOnly.periods[0]!.surgeons.map((surgeon) => surgeon.surgeon_id)).toEqual([carter]);
  });
});

describe('who may read OR metrics', () => {
  it('answers the administrator and the CEO, refuses physicians and staff (403), 401 signed out', async () => {
    for (const username of ['admin', 'ceo']) {
      expect((await t.call(orMetricsContract.metrics, { query: WEEK_QUERY }, tokens[username])).status).toBe(200);
      expect((await t.app.inject({ url: `/api/or-metrics.csv?${WEEK}`, headers: bearer(username) })).statusCode).toBe(
        200,
      );
    }
    for (const username of ['physician', 'staff']) {
      const response = await t.call(orMetricsContract.metrics, { query: WEEK_QUERY }, tokens[username]);
      expect(response.status).toBe(403);
      expect(refused(response).message).toBe('Unauthorized access. You do not have permission to view OR metrics.');
      expect((await t.app.inject({ url: `/api/or-metrics.csv?${WEEK}`, headers: bearer(username) })).statusCode).toBe(
        403,
      );
    }
    expect((await t.call(orMetricsContract.metrics, { query: WEEK_QUERY })).status).toBe(401);
  });
});

const bearer = (username: string) => ({ authorization: `Bearer ${tokens[username]}` });

describe('bad ranges', () => {
  it.each([
    ['to=2035-03-01&group=week', 'from', 'The from field is required.'],
    ['from=2035-03-05&to=2035-03-01', 'to', 'The to date must not be before the from date.'],
    ['from=2030-01-01&to=2033-01-02', 'to', 'The range may cover at most three years.'],
    ['from=2035-02-30&to=2035-03-01', 'from', 'Must be a date in the form YYYY-MM-DD.'],
    [`${WEEK.replace('group=week', 'group=year')}`, 'group', 'The group must be one of: day, week, month.'],
    [`${WEEK}&surgeon_id=abc`, 'surgeon_id', 'Must be a number.'],
  ])('%s: 422 naming %s', async (query, field, message) => {
    const response = await t.api(tokens.admin).get(`/api/or-metrics?${query}`);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    const csv = await t.app.inject({ url: `/api/or-metrics.csv?${query}`, headers: bearer('admin') });
    expect(csv.statusCode).toBe(422);
  });

  it('takes three years to the day', async () => {
    expect(
      (
        await t.call(
          orMetricsContract.metrics,
          { query: { from: '2032-01-01', to: '2034-12-31', group: 'month' } },
          tokens.admin,
        )
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/or-metrics.csv', () => {
  it('answers a header row and one row per period and surgeon, quoted', async () => {
    const response = await t.app.inject({ url: `/api/or-metrics.csv?${WEEK}`, headers: bearer('admin') });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('or-metrics-2035-03-05-to-2035-03-18.csv');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^period_start,period_end,period,surgeon_id,surgeon,cases,/);
    expect(lines).toHaveLength(1 + 3); // Carter and Natarajan in the first week, Natarajan in the second
    expect(lines[2]).toBe(
      [
        MON,
        '2035-03-11',
        'Week of 03/05/2035',
        natarajan,
        'Priya Natarajan',
        2, // cases
        1, // cancelled
        1, // delayed
        1, // first cases
        0, // on time
        0, // rate %
        0, // turnovers
        '',
        '',
        1, // completed
        120,
        100,
        0, // overruns
        0, // late entries
        'Patient late: 1',
        'Patient declined: 1',
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );
  });

  it('defuses a surgeon name a spreadsheet would run as a formula', async () => {
    await t.db.updateTable('users').set({ name: '=HYPERLINK("x")' }).where('id', '=', natarajan).execute();
    try {
      const response = await t.app.inject({ url: `/api/or-metrics.csv?${WEEK}`, headers: bearer('admin') });
      expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
      expect(response.body).not.toMatch(/(^|,)"=/m);
    } finally {
      await t.db.updateTable('users').set({ name: 'Priya Natarajan' }).where('id', '=', natarajan).execute();
    }
  });
});
