import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let staff: string;
let a: number, b: number, c: number;
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  staff = await t.login('staff');
  [a, b, c] = answered(await t.call(timeOffContract.surgeons, {}, staff)).map((s) => s.id) as [number, number, number];
  // Hand-counted fixture in May 2034: Sat 6th, Sun 7th, Mon 8th, Sat 13th; and Mon 1st of January 2035.
  await t.call(
    callCalendarContract.saveEntries,
    {
      body: {
        acknowledge_warnings: true, // a is on 1st call two days running
        entries: [
          { date: '2034-05-06', surgeon_1st: a, surgeon_2nd: b }, // weekend: a 1, b 1
          { date: '2034-05-08', surgeon_1st: b, surgeon_2nd: c, surgeon_o_am: a, surgeon_o_pm: a }, // weekday
          { date: '2034-05-13', surgeon_1st: c }, // weekend: c 1
          { date: '2035-01-01', surgeon_1st: a },
        ],
      },
    },
    staff,
  );
  // Saves can no longer put one surgeon on 1st and 2nd call, but days stored before that rule may hold it.
  const audit = {
    create_by: null,
    update_by: null,
    created_at: '2034-01-01T00:00:00Z',
    updated_at: '2034-01-01T00:00:00Z',
    version: 1,
  };
  await t.db
    .insertInto('call_entries')
    .values({ date: '2034-05-07', surgeon_1st: a, surgeon_2nd: a, surgeon_o_am: null, surgeon_o_pm: null, ...audit }) // weekend: a once more (holds both, counts one day)
    .execute();
  await t.call(
    timeOffContract.add,
    {
      body: buildTimeOff({
        surgeon_id: b,
        vacation_type: 'Vac.',
        vacation_start_date: '2034-12-30',
        vacation_end_date: '2035-01-02',
      }),
    },
    staff,
  );
  await t.call(
    timeOffContract.add,
    {
      body: buildTimeOff({
        surgeon_id: b,
        vacation_type: 'CME.',
        vacation_start_date: '2034-06-01',
        vacation_end_date: '2034-06-03',
      }),
    },
    staff,
  );
  await t.call(
    timeOffContract.add,
    {
      body: buildTimeOff({
        surgeon_id: c,
        vacation_type: 'Vac.',
        vacation_start_date: '2034-03-01',
        vacation_end_date: '2034-03-05',
      }),
    },
    staff,
  );
});
afterAll(() => t.close());

const row = (rows: { id: number }[], id: number) => rows.find((r) => r.id === id);

describe('the call counter', () => {
  it('counts 1st, 2nd and weekend calls over a range from the data', async () => {
    const rows = answered(
      await t.call(
        callCalendarContract.callCounts,
        { query: { start_date: '2034-05-01', end_date: '2034-05-31' } },
        staff,
      ),
    );
    expect(row(rows, a)).toMatchObject({ surgeon_1st_count: 2, surgeon_2nd_count: 1, weekend_count: 2 });
    expect(row(rows, b)).toMatchObject({ surgeon_1st_count: 1, surgeon_2nd_count: 1, weekend_count: 1 });
    expect(row(rows, c)).toMatchObject({ surgeon_1st_count: 1, surgeon_2nd_count: 1, weekend_count: 1 });
    expect(rows).toHaveLength(5);
  });

  it('follows the range: a narrower one counts less, and no weekend count is a constant', async () => {
    const rows = answered(
      await t.call(
        callCalendarContract.callCounts,
        { query: { start_date: '2034-05-07', end_date: '2034-05-12' } },
        staff,
      ),
    );
    expect(row(rows, a)).toMatchObject({ surgeon_1st_count: 1, surgeon_2nd_count: 1, weekend_count: 1 });
    expect(row(rows, c)).toMatchObject({ surgeon_1st_count: 0, surgeon_2nd_count: 1, weekend_count: 0 });
    const empty = answered(
      await t.call(
        callCalendarContract.callCounts,
        { query: { start_date: '2034-02-01', end_date: '2034-02-28' } },
        staff,
      ),
    );
    expect(empty.every((r: { weekend_count: number }) => r.weekend_count === 0)).toBe(true);
  });

  it('defaults to the current year', async () => {
    const rows = answered(await t.call(callCalendarContract.callCounts, {}, staff));
    const total = rows.reduce((sum: number, r: { surgeon_1st_count: number }) => sum + r.surgeon_1st_count, 0);
    expect(total).toBe(365); // the demo seed fills every day of 2026
  });
});

describe('the vacation counter', () => {
  it('counts vacation days taken in the year only, against the allowance', async () => {
    const rows = answered(await t.call(callCalendarContract.vacationStatus, { query: { year: '2034' } }, staff));
    expect(row(rows, b)).toMatchObject({ allowed_vacation: 20, taken_vacation: 2, remaining_vacation: 18 });
    expect(row(rows, c)).toMatchObject({ allowed_vacation: 20, taken_vacation: 5, remaining_vacation: 15 });
    expect(row(rows, a)).toMatchObject({ taken_vacation: 0, remaining_vacation: 20 });
    const next = answered(await t.call(callCalendarContract.vacationStatus, { query: { year: '2035' } }, staff));
    expect(row(next, b)).toMatchObject({ taken_vacation: 2, remaining_vacation: 18 });
  });
});
