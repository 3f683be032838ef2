import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { blockTimeContract } from '../../shared/contract/block-time.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ today: '2025-07-10' });
  Object.assign(tokens, await t.loginEach());
});
afterAll(() => t.close());

// March 2026 starts on a Sunday: the 2nd is Monday of week 1, the 10th Tuesday of week 2.
const march = {
  month: '2026-03',
  locations: {
    MOR: {
      '2026-03-02': {
        'Monday-Wk1startHour': 7,
        'Monday-Wk1startMinute': 30,
        'Monday-Wk1endHour': 3,
        'Monday-Wk1endMinute': 0,
      },
    },
    HOSC: {
      '2026-03-31': {
        'Tuesday-Wk5startHour': 12,
        'Tuesday-Wk5startMinute': 0,
        'Tuesday-Wk5endHour': 6,
        'Tuesday-Wk5endMinute': 59,
      },
    },
    ROBOT: {
      '2026-03-10': {
        'Tuesday-Wk2startHour': 8,
        'Tuesday-Wk2startMinute': 15,
        'Tuesday-Wk2endHour': 11,
        'Tuesday-Wk2endMinute': 45,
      },
    },
  },
  checkboxStates: {
    'MOR-2026-03-02-0-1': true,
    'HOSC-2026-03-31-1-5': true,
    'ROBOT-2026-03-10-1-2': true,
    'ROBOT-2026-03-13-4-2': false,
  },
};

// The same month in the clinical document's shape (location → weekday → date), as GET answers it.
const marchNested = {
  MOR: { Monday: march.locations.MOR },
  HOSC: { Tuesday: march.locations.HOSC },
  ROBOT: { Tuesday: march.locations.ROBOT },
};

const getMonth = async (year: number, month: number, token = tokens.staff) =>
  answered(await t.call(blockTimeContract.month, { query: { year, month } }, token))[0]!;

describe('who may call the block-time endpoints', () => {
  const reads = [
    [
      '/api/block-calendar?year=2025&month=7',
      (token?: string) => t.call(blockTimeContract.month, { query: { year: '2025', month: '7' } }, token),
    ],
    ['/api/block-calender-effective-date', (token?: string) => t.call(blockTimeContract.effectiveDates, {}, token)],
    [
      '/api/daily-schedule-block-time?event_date=2025-07-08',
      (token?: string) => t.call(blockTimeContract.day, { query: { event_date: '2025-07-08' } }, token),
    ],
  ] as const;

  it.each(reads)('%s: 200 for every role, 401 signed out', async (_route, call) => {
    for (const username of ['admin', 'ceo', 'physician', 'staff'])
      expect((await call(tokens[username])).status).toBe(200);
    expect((await call()).status).toBe(401);
  });

  it.each(['admin', 'ceo', 'staff'])('lets %s save a month (200)', async (username) => {
    const response = await t.call(
      blockTimeContract.save,
      { body: { month: '2026-01', locations: {}, checkboxStates: {} } },
      tokens[username],
    );
    expect(response.status).toBe(200);
    expect(answered(response).message).toBe('Data saved successfully!');
  });

  it('refuses a physician (403) and a signed-out caller (401), saving nothing', async () => {
    const before = await getMonth(2026, 3);
    expect((await t.call(blockTimeContract.save, { body: march }, tokens.physician)).status).toBe(403);
    expect((await t.call(blockTimeContract.save, { body: march })).status).toBe(401);
    expect(await getMonth(2026, 3)).toEqual(before);
  });
});

describe('reading and saving a month', () => {
  it('answers the default empty MOR, HOSC and ROBOT for a month never saved', async () => {
    const response = await t.call(blockTimeContract.month, { query: { year: '2030', month: '2' } }, tokens.physician);
    expect(response.body).toEqual([
      { month: '2030-02', version: 0, locations: { MOR: {}, HOSC: {}, ROBOT: {} }, checkboxStates: {} },
    ]);
  });

  it("reads back what was saved (flat shape), key for key in the document's shape, checkbox states included", async () => {
    const saved = await t.call(blockTimeContract.save, { body: march }, tokens.staff);
    expect(saved.status).toBe(200);
    expect(answered(saved).locations).toEqual(marchNested);
    const read = await getMonth(2026, 3, tokens.physician);
    expect(read.locations).toEqual(marchNested);
    expect(read.checkboxStates).toEqual(march.checkboxStates);
    expect(read.version).toBe(1);
  });

  it('stores blocks normalised as HH:mm, 7–11 morning, 12 noon, 1–6 afternoon', async () => {
    const rows = await t.db
      .selectFrom('block_time_entries')
      .select(['location', 'date', 'start_time', 'end_time'])
      .where('month', '=', '2026-03')
      .orderBy('date')
      .execute();
    expect(rows).toEqual([
      { location: 'MOR', date: '2026-03-02', start_time: '07:30', end_time: '15:00' },
      { location: 'ROBOT', date: '2026-03-10', start_time: '08:15', end_time: '11:45' },
      { location: 'HOSC', date: '2026-03-31', start_time: '12:00', end_time: '18:59' },
    ]);
  });

  it('accepts numbers sent as strings, an unpadded month and leaves out entries with no values', async () => {
    const response = await t.call(
      blockTimeContract.save,
      {
        body: {
          month: '2026-4',
          locations: {
            MOR: {
              '2026-04-01': {
                'Wednesday-Wk1startHour': '9',
                'Wednesday-Wk1startMinute': '05',
                'Wednesday-Wk1endHour': '1',
                'Wednesday-Wk1endMinute': '0',
              },
            },
            HOSC: { '2026-04-02': { 'Thursday-Wk1startHour': '', 'Thursday-Wk1startMinute': null } },
          },
        },
      },
      tokens.admin,
    );
    expect(response.status).toBe(200);
    const read = await getMonth(2026, 4);
    expect(read.locations).toEqual({
      MOR: {
        Wednesday: {
          '2026-04-01': {
            'Wednesday-Wk1startHour': 9,
            'Wednesday-Wk1startMinute': 5,
            'Wednesday-Wk1endHour': 1,
            'Wednesday-Wk1endMinute': 0,
          },
        },
      },
      HOSC: {},
      ROBOT: {},
    });
  });

  it('lets a save without a version (an old client) overwrite, last write wins', async () => {
    const response = await t.call(
      blockTimeContract.save,
      { body: { month: '2026-04', version: null, locations: {}, checkboxStates: {} } },
      tokens.admin,
    );
    expect(response.status).toBe(200);
    expect(answered(response).version).toBe(2);
  });

  it('replaces the whole month on each save', async () => {
    await t.call(blockTimeContract.save, { body: { month: '2026-04', locations: { ROBOT: {} } } }, tokens.admin);
    expect((await getMonth(2026, 4)).locations).toEqual({ MOR: {}, HOSC: {}, ROBOT: {} });
  });

  it('answers 422 naming year and month when the query is missing or wrong', async () => {
    const response = await t.api(tokens.staff).get('/api/block-calendar?month=13');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['month', 'year']);
  });
});

describe('malformed saves answer 400 with a message and save nothing', () => {
  const entry = (fields: Record<string, unknown>) => ({
    month: '2026-03',
    locations: { MOR: { '2026-03-02': fields } },
  });
  const good = {
    'Monday-Wk1startHour': 7,
    'Monday-Wk1startMinute': 0,
    'Monday-Wk1endHour': 3,
    'Monday-Wk1endMinute': 0,
  };
  const cases: [string, unknown, RegExp][] = [
    ['the month is missing', { locations: march.locations }, /month/i],
    ['the month is not YYYY-MM', { ...march, month: '2026-13' }, /month/i],
    ['locations are missing', { month: '2026-03' }, /locations/i],
    ['locations is not a map', { month: '2026-03', locations: 'MOR' }, /locations/i],
    ['the location is unknown', { month: '2026-03', locations: { PHH: {} } }, /Unknown location PHH/],
    [
      'a date is outside the month',
      { month: '2026-03', locations: { MOR: { '2026-04-06': {} } } },
      /not a date of 2026-03/,
    ],
    ['a date is a weekend', { month: '2026-03', locations: { MOR: { '2026-03-07': {} } } }, /not a weekday/],
    ['a field key does not match its date', entry({ ...good, 'Tuesday-Wk1startHour': 7 }), /not a field of 2026-03-02/],
    ['an hour is 13', entry({ ...good, 'Monday-Wk1startHour': 13 }), /1 to 12/],
    ['an hour is 0', entry({ ...good, 'Monday-Wk1endHour': 0 }), /1 to 12/],
    ['a minute is 60', entry({ ...good, 'Monday-Wk1endMinute': 60 }), /0 to 59/],
    ['a value is not a whole number', entry({ ...good, 'Monday-Wk1startMinute': '7.5' }), /whole number/],
    ['an entry is incomplete', entry({ 'Monday-Wk1startHour': 7, 'Monday-Wk1startMinute': 0 }), /all required/],
    [
      'the end is not after the start',
      entry({ ...good, 'Monday-Wk1startHour': 3, 'Monday-Wk1endHour': 2 }),
      /end time must be after/,
    ],
    ['the end equals the start', entry({ ...good, 'Monday-Wk1endHour': 7 }), /end time must be after/],
    ['a checkbox key is malformed', { ...march, checkboxStates: { 'MOR-2026-03-02': true } }, /not a checkbox/],
    [
      'a checkbox key has the wrong weekday',
      { ...march, checkboxStates: { 'MOR-2026-03-02-1-1': true } },
      /not a checkbox/,
    ],
    ['the version is not a number', { ...march, version: 'abc' }, /version/],
    [
      'a checkbox state is not a boolean',
      { ...march, checkboxStates: { 'MOR-2026-03-02-0-1': 'yes' } },
      /true or false/,
    ],
  ];

  it.each(cases)('when %s', async (_name, body, message) => {
    const before = await getMonth(2026, 3);
    const response = await t.api(tokens.staff).post('/api/block-calendar', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(await getMonth(2026, 3)).toEqual(before);
  });

  it('saves nothing of a month when only one of its entries is bad', async () => {
    const before = await getMonth(2026, 3);
    const body = {
      ...march,
      locations: {
        ...march.locations,
        HOSC: {
          '2026-03-03': {
            'Tuesday-Wk1startHour': 14,
            'Tuesday-Wk1startMinute': 0,
            'Tuesday-Wk1endHour': 3,
            'Tuesday-Wk1endMinute': 0,
          },
        },
      },
    };
    expect((await t.call(blockTimeContract.save, { body: body }, tokens.staff)).status).toBe(400);
    expect(await getMonth(2026, 3)).toEqual(before);
  });
});

describe('two saves from the same starting point', () => {
  it('answers the second 409 with the current data, and keeps the first', async () => {
    const start = await getMonth(2026, 5);
    const first = {
      month: '2026-05',
      version: start.version,
      locations: {
        ROBOT: {
          '2026-05-05': {
            'Tuesday-Wk1startHour': 7,
            'Tuesday-Wk1startMinute': 0,
            'Tuesday-Wk1endHour': 1,
            'Tuesday-Wk1endMinute': 0,
          },
        },
      },
      checkboxStates: { 'ROBOT-2026-05-05-1-1': true },
    };
    const second = {
      ...first,
      locations: {
        MOR: {
          '2026-05-05': {
            'Tuesday-Wk1startHour': 8,
            'Tuesday-Wk1startMinute': 0,
            'Tuesday-Wk1endHour': 2,
            'Tuesday-Wk1endMinute': 0,
          },
        },
      },
    };
    expect((await t.call(blockTimeContract.save, { body: first }, tokens.staff)).status).toBe(200);
    const stale = await t.call(blockTimeContract.save, { body: second }, tokens.ceo);
    expect(stale.status).toBe(409);
    expect(refused(stale).message).toEqual(expect.any(String));
    expect(refused(stale).current).toMatchObject({
      month: '2026-05',
      version: start.version + 1,
      locations: { ROBOT: { Tuesday: first.locations.ROBOT }, MOR: {} },
    });
    expect(await getMonth(2026, 5)).toEqual(refused(stale).current);
    const retried = await t.call(
      blockTimeContract.save,
      { body: { ...second, version: blockTimeContract.save.conflict.parse(refused(stale).current).version } },
      tokens.ceo,
    );
    expect(retried.status).toBe(200);
  });
});
