import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let surgeons: { id: number; name: string; initial: string }[];
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  Object.assign(tokens, await t.loginEach());
  surgeons = answered(await t.call(timeOffContract.surgeons, {}, tokens.staff));
});
afterAll(() => t.close());

const reads = [
  [
    '/api/calendar-entries?year=2026&month=11',
    (token?: string) => t.call(callCalendarContract.entries, { query: { year: '2026', month: '11' } }, token),
  ],
  [
    '/api/calendar-entries?year=2026&month=11&date=2026-11-3',
    (token?: string) =>
      t.call(callCalendarContract.entries, { query: { year: '2026', month: '11', date: '2026-11-3' } }, token),
  ],
  ['/api/vacation/filter-surgeons', (token?: string) => t.call(timeOffContract.surgeons, {}, token)],
  ['/api/vacation-data', (token?: string) => t.call(timeOffContract.list, {}, token)],
  [
    '/api/vacation-data?year=2026&month=10',
    (token?: string) => t.call(timeOffContract.list, { query: { year: '2026', month: '10' } }, token),
  ],
  [
    '/api/surgeons-with-status-year?start_date=2026-01-01&end_date=2026-12-31',
    (token?: string) =>
      t.call(callCalendarContract.callCounts, { query: { start_date: '2026-01-01', end_date: '2026-12-31' } }, token),
  ],
  ['/api/surgeons-with-status-year', (token?: string) => t.call(callCalendarContract.callCounts, {}, token)],
  [
    '/api/surgeons-with-vacation-status-year?year=2026',
    (token?: string) => t.call(callCalendarContract.vacationStatus, { query: { year: '2026' } }, token),
  ],
  ['/api/office-hours', (token?: string) => t.call(callCalendarContract.officeHours, {}, token)],
  [
    '/api/daily-schedule-cme?event_date=2026-10-17',
    (token?: string) => t.call(callCalendarContract.timeOffOfDay, { query: { event_date: '2026-10-17' } }, token),
  ],
  [
    '/api/daily-schedule-om-pm?event_date=2026-10-16',
    (token?: string) => t.call(callCalendarContract.officeOfDay, { query: { event_date: '2026-10-16' } }, token),
  ],
] as const;

describe('who may read the call calendar', () => {
  it.each(reads)('%s: 200 for every role, 401 signed out', async (_route, call) => {
    for (const username of ['admin', 'ceo', 'physician', 'staff'])
      expect((await call(tokens[username])).status).toBe(200);
    expect((await call()).status).toBe(401);
  });
});

describe('who may write the call calendar', () => {
  /** Each write as `username` (for its own date) with `token`. */
  const writes: [string, (username: string, token?: string) => Promise<{ status: number; body: unknown }>][] = [
    [
      'calendar entries',
      (u, token) =>
        t.call(
          callCalendarContract.saveEntries,
          { body: { entries: [{ date: dateFor(u, 1), surgeon_1st: surgeons[0]!.id }] } },
          token,
        ),
    ],
    [
      'the draft month',
      (u, token) =>
        t.call(
          callCalendarContract.saveDraft,
          { body: { data: [{ date: dateFor(u, 2), surgeon_2nd: surgeons[1]!.id }] } },
          token,
        ),
    ],
    [
      'time off',
      (u, token) =>
        t.call(
          timeOffContract.add,
          {
            body: {
              surgeon_id: surgeons[2]!.id,
              vacation_type: 'CME.',
              vacation_start_date: dateFor(u, 3),
              vacation_end_date: dateFor(u, 3),
            },
          },
          token,
        ),
    ],
    [
      'office hours',
      (u, token) =>
        t.call(
          callCalendarContract.saveOfficeHours,
          { body: { period: 'AM', start_time: '08:00', end_time: '11:30', effective_date_start: dateFor(u, 4) } },
          token,
        ),
    ],
    [
      'an office closure',
      (u, token) =>
        t.call(officeClosuresContract.save, { body: { note: 'Close', effective_date_start: dateFor(u, 5) } }, token),
    ],
  ];
  const dateFor = (username: string, n: number) =>
    `2030-0${['admin', 'ceo', 'staff', 'physician', 'anon'].indexOf(username) + 1}-${10 + n}`;

  it.each(writes)(
    '%s: 2xx for administrator, CEO and staff; 403 for a physician; 401 signed out',
    async (_name, write) => {
      for (const username of ['admin', 'ceo', 'staff']) {
        const response = await write(username, tokens[username]);
        expect(response.status, `${username}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      }
      const refusal = await write('physician', tokens.physician);
      expect(refusal.status).toBe(403);
      expect(refusal.body).toHaveProperty('message');
      expect((await write('anon')).status).toBe(401);
      // Nothing of the refused writes was stored.
      for (const month of ['2030-04', '2030-05']) {
        const [year, m] = month.split('-');
        const body = answered(
          await t.call(callCalendarContract.entries, { query: { year, month: Number(m) } }, tokens.admin),
        );
        expect(body.entries).toEqual([]);
      }
    },
  );

  it('lets a physician delete no time-off date (403) and keeps the date', async () => {
    const body = answered(
      await t.call(
        timeOffContract.add,
        {
          body: buildTimeOff({
            surgeon_id: surgeons[3]!.id,
            vacation_type: 'Vac.',
            vacation_start_date: '2030-08-01',
            vacation_end_date: '2030-08-02',
          }),
        },
        tokens.admin,
      ),
      201,
    );
    const id = body.vacation.id;
    expect(
      (await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2030-08-01' } }, tokens.physician))
        .status,
    ).toBe(403);
    expect((await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2030-08-01' } })).status).toBe(
      401,
    );
    for (const username of ['admin', 'ceo']) {
      const date = username === 'admin' ? '2030-08-01' : '2030-08-02';
      expect(
        (await t.call(timeOffContract.removeDate, { params: { id }, body: { date } }, tokens[username])).status,
      ).toBe(200);
    }
  });
});

describe('422s name the fields', () => {
  it('calendar entries: missing entries, missing or impossible date, a bad id, office slots on a weekend', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['entries']],
      [{ entries: [] }, ['entries']],
      [{ entries: [{ surgeon_1st: surgeons[0]!.id }] }, ['entries.0.date']],
      [{ entries: [{ date: '2026-02-30' }] }, ['entries.0.date']],
      [{ entries: [{ date: '2026-11-03', surgeon_1st: 'abc' }] }, ['entries.0.surgeon_1st']],
      [{ entries: [{ date: '2026-11-07', surgeon_o_am: surgeons[0]!.id }] }, ['entries.0.surgeon_o_am']],
      [{ entries: [{ date: '2026-11-03' }, { date: '2026-11-3' }] }, ['entries.1.date']],
      [{ entries: [{ date: '2026-11-03', surgeon_1st: 1 }] }, ['entries.0.surgeon_1st']],
    ];
    for (const [body, fields] of cases) {
      const response = await t.api(tokens.staff).post('/api/calendar-add-data', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(fields);
    }
  });

  it('time off: every field missing, a bad type, an end before the start, a non-surgeon', async () => {
    const missing = await t.api(tokens.staff).post('/api/add-vacation-data');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'surgeon_id',
      'vacation_end_date',
      'vacation_start_date',
      'vacation_type',
    ]);
    const blank = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: 'NULL',
          vacation_type: '',
          vacation_start_date: '',
          vacation_end_date: null,
        },
      },
      tokens.staff,
    );
    expect(Object.keys(refused(blank).errors!).sort()).toEqual([
      'surgeon_id',
      'vacation_end_date',
      'vacation_start_date',
      'vacation_type',
    ]);
    const base = buildTimeOff({
      surgeon_id: surgeons[0]!.id,
      vacation_type: 'Vac.',
      vacation_start_date: '2031-03-10',
      vacation_end_date: '2031-03-12',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ vacation_type: 'Fishing' }, 'vacation_type'],
      [{ vacation_end_date: '2031-03-09' }, 'vacation_end_date'],
      [{ vacation_start_date: '2031-13-01' }, 'vacation_start_date'],
      [{ surgeon_id: 1 }, 'surgeon_id'],
      [{ vacation_end_date: '2033-03-12' }, 'vacation_end_date'],
    ];
    for (const [change, field] of cases) {
      const response = await t.call(timeOffContract.add, { body: { ...base, ...change } }, tokens.staff);
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(Object.keys(refused(response).errors!)).toEqual([field]);
    }
  });

  it('time-off date delete: a missing date, a date not in the record (422), an unknown record (404)', async () => {
    const body = answered(
      await t.call(
        timeOffContract.add,
        {
          body: buildTimeOff({
            surgeon_id: surgeons[1]!.id,
            vacation_type: 'Sick.',
            vacation_start_date: '2031-04-01',
            vacation_end_date: '2031-04-01',
          }),
        },
        tokens.admin,
      ),
      201,
    );
    const id = body.vacation.id;
    expect(Object.keys((await t.api(tokens.admin).post(`/api/vacation/${id}/delete-date`)).body.errors!)).toEqual([
      'date',
    ]);
    expect(
      Object.keys(
        refused(
          await t.call(timeOffContract.removeDate, { params: { id }, body: { date: '2031-04-02' } }, tokens.admin),
        ).errors!,
      ),
    ).toEqual(['date']);
    expect(
      (
        await t.call(
          timeOffContract.removeDate,
          { params: { id: '999999' }, body: { date: '2031-04-01' } },
          tokens.admin,
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.call(timeOffContract.removeDate, { params: { id: 'abc' }, body: { date: '2031-04-01' } }, tokens.admin))
        .status,
    ).toBe(422);
  });

  it('office hours, queries and the draft page', async () => {
    const hours = await t.api(tokens.staff).put('/api/office-hours');
    expect(Object.keys(hours.body.errors).sort()).toEqual(['effective_date_start', 'end_time', 'period', 'start_time']);
    const backwards = await t.call(
      callCalendarContract.saveOfficeHours,
      {
        body: {
          period: 'PM',
          start_time: '17:00',
          end_time: '12:00',
          effective_date_start: '2031-01-01',
        },
      },
      tokens.staff,
    );
    expect(Object.keys(refused(backwards).errors!)).toEqual(['end_time']);
    expect(Object.keys((await t.api(tokens.staff).get('/api/calendar-entries')).body.errors!).sort()).toEqual([
      'month',
      'year',
    ]);
    expect(
      Object.keys(
        refused(await t.call(callCalendarContract.entries, { query: { year: '2026', month: '13' } }, tokens.staff))
          .errors!,
      ),
    ).toEqual(['month']);
    expect(
      Object.keys(
        refused(await t.call(callCalendarContract.callCounts, { query: { start_date: '2026-01-01' } }, tokens.staff))
          .errors!,
      ),
    ).toEqual(['end_date']);
    expect(
      Object.keys(
        refused(
          await t.call(
            callCalendarContract.callCounts,
            { query: { start_date: '2026-05-01', end_date: '2026-04-01' } },
            tokens.staff,
          ),
        ).errors!,
      ),
    ).toEqual(['end_date']);
    expect(
      Object.keys(
        refused(await t.call(callCalendarContract.vacationStatus, { query: { year: 'abc' } }, tokens.staff)).errors!,
      ),
    ).toEqual(['year']);
    expect(Object.keys((await t.api(tokens.staff).get('/api/daily-schedule-cme')).body.errors!)).toEqual([
      'event_date',
    ]);
    expect(
      Object.keys(
        refused(await t.call(callCalendarContract.officeOfDay, { query: { event_date: 'x' } }, tokens.staff)).errors!,
      ),
    ).toEqual(['event_date']);
    expect(Object.keys((await t.api(tokens.staff).post('/api/save-monthly-call')).body.errors!)).toEqual(['data']);
  });
});
