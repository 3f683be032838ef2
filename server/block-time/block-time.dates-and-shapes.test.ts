import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { blockTimeContract } from '../../shared/contract/block-time.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ today: '2025-07-10' });
  Object.assign(tokens, await t.loginEach());
});
afterAll(() => t.close());

const getMonth = async (year: number, month: number, token = tokens.staff) =>
  answered(await t.call(blockTimeContract.month, { query: { year, month } }, token))[0]!;

describe('the effective start date and the daily footers', () => {
  it("lists 'BlockTime' office records as MM/DD/YYYY, newest first, and never closures", async () => {
    expect(
      (
        await t
          .api(tokens.staff)
          .post('/api/add-ofice-close-data', { note: 'BlockTime', effective_date_start: '2025-9-2', create_by: false })
      ).status,
    ).toBe(201);
    await t.call(
      officeClosuresContract.save,
      { body: { note: 'Close', effective_date_start: '2025-12-25' } },
      tokens.staff,
    );
    const response = await t.call(blockTimeContract.effectiveDates, {}, tokens.physician);
    expect(response.body).toEqual([{ formatted_date: '09/02/2025' }, { formatted_date: '07/01/2025' }]);
  });

  it("answers a date's blocks as footers, MOR then HOSC then ROBOT", async () => {
    // Seeded: Tuesdays have MOR 07:30–15:00 and ROBOT 07:00–13:30.
    const response = await t
      .api(tokens.physician)
      .get('/api/daily-schedule-block-time?event_date=2025-7-8&timestamp=1');
    expect(response.body).toEqual([
      { location: 'MOR', time: '07:30 AM - 03:00 PM' },
      { location: 'ROBOT', time: '07:00 AM - 01:30 PM' },
    ]);
    expect(
      (await t.call(blockTimeContract.day, { query: { event_date: '2025-07-12' } }, tokens.physician)).body,
    ).toEqual([]);
  });

  it('names event_date when it is missing or impossible (422)', async () => {
    for (const query of ['', '?event_date=2025-02-30']) {
      const response = await t.api(tokens.staff).get(`/api/daily-schedule-block-time${query}`);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['event_date']);
    }
  });

  it('seeds blocks for the current and the next month', async () => {
    const datesOf = (byWeekday: object) => Object.values(byWeekday).flatMap((byDate) => Object.keys(byDate));
    for (const month of [7, 8]) expect(datesOf((await getMonth(2025, month)).locations.MOR!).length).toBeGreaterThan(5);
    expect(Object.keys((await getMonth(2025, 9)).locations.MOR!)).toHaveLength(0);
  });
});

describe("the document's shape, location → weekday → date", () => {
  it('accepts it on POST and round-trips it, the same as the flat shape', async () => {
    const nested = { month: '2026-06', locations: juneNested(), checkboxStates: { 'MOR-2026-06-02-1-1': true } };
    const saved = await t.call(blockTimeContract.save, { body: nested }, tokens.staff);
    expect(saved.status).toBe(200);
    expect(answered(saved).locations).toEqual({ ...nested.locations, HOSC: {}, ROBOT: {} });
    const read = await getMonth(2026, 6);
    expect(read.locations).toEqual({ ...nested.locations, HOSC: {}, ROBOT: {} });
    expect(read.checkboxStates).toEqual(nested.checkboxStates);
    // and what it read can be posted back as it is
    expect((await t.api(tokens.staff).post('/api/block-calendar', { ...read })).status).toBe(200);
    expect((await getMonth(2026, 6)).locations).toEqual(read.locations);
  });

  it('refuses a date filed under another weekday (400), saving nothing', async () => {
    const before = await getMonth(2026, 6);
    const wrong = {
      month: '2026-06',
      locations: {
        MOR: {
          Monday: {
            '2026-06-02': {
              'Tuesday-Wk1startHour': 7,
              'Tuesday-Wk1startMinute': 0,
              'Tuesday-Wk1endHour': 1,
              'Tuesday-Wk1endMinute': 0,
            },
          },
        },
      },
    };
    const response = await t.call(blockTimeContract.save, { body: wrong }, tokens.staff);
    expect(response.status).toBe(400);
    expect(refused(response).message).toBe('2026-06-02 is not a Monday.');
    expect(await getMonth(2026, 6)).toEqual(before);
  });
});

/** June 2026: the 2nd is Tuesday of week 1, the 12th Friday of week 2. */
function juneNested() {
  return {
    MOR: {
      Tuesday: {
        '2026-06-02': {
          'Tuesday-Wk1startHour': 7,
          'Tuesday-Wk1startMinute': 30,
          'Tuesday-Wk1endHour': 3,
          'Tuesday-Wk1endMinute': 0,
        },
      },
      Friday: {
        '2026-06-12': {
          'Friday-Wk2startHour': 8,
          'Friday-Wk2startMinute': 0,
          'Friday-Wk2endHour': 12,
          'Friday-Wk2endMinute': 0,
        },
      },
    },
  };
}
