import type { CallPreferenceDay } from '../../shared/schemas/call-preferences.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { callPreferencesDeadline, callPreferencesOpen } from './call-preferences.service.js';
import { callPreferencesContract } from '../../shared/contract/call-preferences.js';
import { refused, answered } from '../test/call-declared.js';

/**
 * June 2031's marks close at the end of May 20 (CALL_PREFERENCES_DEADLINE_DAY 20, the test
 * config's): `open` stands half an hour before that, `closed` five minutes after.
 */
let open: TestApp;
let closed: TestApp;
let tokens: Record<string, string>;
let closedTokens: Record<string, string>;
let physician: number;
let mchen: number;
beforeAll(async () => {
  [open, closed] = await Promise.all([
    createTestApp({ now: '2031-05-20T23:30' }),
    createTestApp({ now: '2031-05-21T00:05' }),
  ]);
  tokens = await open.loginEach(['admin', 'ceo', 'staff', 'physician', 'mchen', 'swhitman']);
  closedTokens = await closed.loginEach(['physician']);
  physician = await open.userId('physician');
  mchen = await open.userId('mchen');
}, 120_000);
afterAll(() => Promise.all([open?.close(), closed?.close()]));

/** Saves `days` as the holder of `token`'s marks of `month` on portal `t`. */
const saveMarks = (t: TestApp, token: string | undefined, month: string, days: CallPreferenceDay[]) =>
  t.call(callPreferencesContract.save, { body: { month, days } }, token);

const rowsOf = (t: TestApp) =>
  t.db.selectFrom('call_preferences').select(['user_id', 'date', 'kind']).orderBy('user_id').orderBy('date').execute();

describe('the deadline', () => {
  it('is day N of the month before, whatever the year', () => {
    expect(callPreferencesDeadline('2031-06', 20)).toBe('2031-05-20');
    expect(callPreferencesDeadline('2031-01', 5)).toBe('2030-12-05');
  });

  it('is open through the deadline day, closed the day after and once the month has begun', () => {
    expect(callPreferencesOpen('2031-06', '2031-05-20', '2031-05-20')).toBe(true);
    expect(callPreferencesOpen('2031-06', '2031-05-20', '2031-05-21')).toBe(false);
    expect(callPreferencesOpen('2031-06', '2031-06-20', '2031-06-01')).toBe(false);
  });
});

describe("a physician's own marks", () => {
  it('reads an unmarked month as open until the deadline, with no days', async () => {
    const response = await open.call(callPreferencesContract.own, { query: { month: '2031-06' } }, tokens.swhitman);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ month: '2031-06', deadline: '2031-05-20', open: true, days: [] });
  });

  it('saves the marks (sorted by date), reads them back, and another physician sees none of them', async () => {
    const saved = await open.call(
      callPreferencesContract.save,
      {
        body: {
          month: '2031-06',
          days: [
            { date: '2031-06-14', kind: 'prefer_not' },
            { date: '2031-06-03', kind: 'unavailable' },
          ],
        },
      },
      tokens.physician,
    );
    expect(saved.status).toBe(200);
    const expected = {
      month: '2031-06',
      deadline: '2031-05-20',
      open: true,
      days: [
        { date: '2031-06-03', kind: 'unavailable' },
        { date: '2031-06-14', kind: 'prefer_not' },
      ],
    };
    expect(saved.body).toEqual(expected);
    expect(
      (await open.call(callPreferencesContract.own, { query: { month: '2031-06' } }, tokens.physician)).body,
    ).toEqual(expected);
    expect(
      answered(await open.call(callPreferencesContract.own, { query: { month: '2031-06' } }, tokens.mchen)).days,
    ).toEqual([]);
  });

  it("replaces the month's marks and leaves other months' and other people's alone", async () => {
    await saveMarks(open, tokens.physician, '2031-07', [{ date: '2031-07-04', kind: 'unavailable' }]);
    await saveMarks(open, tokens.mchen, '2031-06', [{ date: '2031-06-03', kind: 'prefer_not' }]);
    await saveMarks(open, tokens.physician, '2031-06', [{ date: '2031-06-20', kind: 'unavailable' }]);
    expect(
      answered(await open.call(callPreferencesContract.own, { query: { month: '2031-06' } }, tokens.physician)).days,
    ).toEqual([{ date: '2031-06-20', kind: 'unavailable' }]);
    expect(
      answered(await open.call(callPreferencesContract.own, { query: { month: '2031-07' } }, tokens.physician)).days,
    ).toEqual([{ date: '2031-07-04', kind: 'unavailable' }]);
    expect(
      answered(await open.call(callPreferencesContract.own, { query: { month: '2031-06' } }, tokens.mchen)).days,
    ).toEqual([{ date: '2031-06-03', kind: 'prefer_not' }]);

    const cleared = await open.call(
      callPreferencesContract.save,
      { body: { month: '2031-07', days: [] } },
      tokens.physician,
    );
    expect(answered(cleared).days).toEqual([]);
    expect((await rowsOf(open)).filter((row) => row.user_id === physician && row.date.startsWith('2031-07'))).toEqual(
      [],
    );
  });
});

describe('refused saves change nothing', () => {
  it.each([
    [
      'a day of another month',
      { month: '2031-06', days: [{ date: '2031-07-01', kind: 'unavailable' }] },
      'days.0.date',
    ],
    [
      'the same day twice',
      {
        month: '2031-06',
        days: [
          { date: '2031-06-09', kind: 'unavailable' },
          { date: '2031-06-09', kind: 'prefer_not' },
        ],
      },
      'days.1.date',
    ],
    ['an unknown kind', { month: '2031-06', days: [{ date: '2031-06-09', kind: 'maybe' }] }, 'days.0.kind'],
    [
      'a date that does not exist',
      { month: '2031-06', days: [{ date: '2031-06-31', kind: 'unavailable' }] },
      'days.0.date',
    ],
    ['a month not in the form YYYY-MM', { month: '2031-6', days: [] }, 'month'],
    [
      'more than 31 days',
      {
        month: '2031-07',
        days: Array.from({ length: 32 }, (_, index) => ({
          date: `2031-07-${String((index % 31) + 1).padStart(2, '0')}`,
          kind: 'unavailable',
        })),
      },
      'days',
    ],
  ])('%s: 422 naming %s', async (_name, body, field) => {
    const before = await rowsOf(open);
    const since = await lastAuditId(open);
    const response = await open.api(tokens.physician).put('/api/call-preferences', body);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
    expect(await rowsOf(open)).toEqual(before);
    expect(await entriesAfter(open, since)).toEqual([]);
  });

  it('names the deadline once it has passed (422 on month), and stores nothing', async () => {
    const response = await saveMarks(closed, closedTokens.physician, '2031-06', [
      { date: '2031-06-03', kind: 'unavailable' },
    ]);
    expect(response.status).toBe(422);
    expect(refused(response).errors).toEqual({ month: ['The marks for June 2031 closed on 05/20/2031.'] });
    expect(await rowsOf(closed)).toEqual([]);
    expect(
      (await closed.call(callPreferencesContract.own, { query: { month: '2031-06' } }, closedTokens.physician)).body,
    ).toMatchObject({
      deadline: '2031-05-20',
      open: false,
    });
  });

  it('keeps the next month open after one closes, and never opens a month that has begun', async () => {
    expect(
      (await closed.call(callPreferencesContract.own, { query: { month: '2031-07' } }, closedTokens.physician)).body,
    ).toMatchObject({
      deadline: '2031-06-20',
      open: true,
    });
    const begun = await closed.call(
      callPreferencesContract.save,
      { body: { month: '2031-05', days: [] } },
      closedTokens.physician,
    );
    expect(begun.status).toBe(422);
    expect(refused(begun).errors!.month).toEqual(['The marks for May 2031 closed on 04/20/2031.']);
  });
});

describe('who may', () => {
  it.each(['admin', 'ceo', 'staff'])('refuses %s their own marks (403) and stores nothing', async (username) => {
    const before = await rowsOf(open);
    expect(
      (await open.call(callPreferencesContract.own, { query: { month: '2031-06' } }, tokens[username])).status,
    ).toBe(403);
    const put = await open.call(
      callPreferencesContract.save,
      {
        body: {
          month: '2031-06',
          days: [{ date: '2031-06-05', kind: 'unavailable' }],
        },
      },
      tokens[username],
    );
    expect(put.status).toBe(403);
    expect(await rowsOf(open)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await open.call(callPreferencesContract.own, { query: { month: '2031-06' } })).status).toBe(401);
    expect((await open.call(callPreferencesContract.save, { body: { month: '2031-06', days: [] } })).status).toBe(401);
    expect((await open.call(callPreferencesContract.month, { query: { month: '2031-06' } })).status).toBe(401);
  });

  it("shows a scheduler every physician's marks of the month, and refuses a physician that list (403)", async () => {
    await saveMarks(open, tokens.physician, '2031-08', [{ date: '2031-08-11', kind: 'prefer_not' }]);
    await open.call(
      callPreferencesContract.save,
      {
        body: {
          month: '2031-08',
          days: [
            { date: '2031-08-11', kind: 'unavailable' },
            { date: '2031-08-02', kind: 'unavailable' },
          ],
        },
      },
      tokens.mchen,
    );
    const response = await open.call(callPreferencesContract.month, { query: { month: '2031-08' } }, tokens.staff);
    expect(response.status).toBe(200);
    const byPerson = (a: { surgeon_id: number }, b: { surgeon_id: number }) => a.surgeon_id - b.surgeon_id;
    expect(response.body).toEqual({
      month: '2031-08',
      deadline: '2031-07-20',
      days: [
        { date: '2031-08-02', kind: 'unavailable', surgeon_id: mchen },
        ...[
          { date: '2031-08-11', kind: 'prefer_not', surgeon_id: physician },
          { date: '2031-08-11', kind: 'unavailable', surgeon_id: mchen },
        ].sort(byPerson),
      ],
    });
    expect(
      (await open.call(callPreferencesContract.month, { query: { month: '2031-08' } }, tokens.physician)).status,
    ).toBe(403);
  });
});

describe('audit and live', () => {
  it("records one call-preferences save with the month's marks before and after", async () => {
    await saveMarks(open, tokens.swhitman, '2031-09', [{ date: '2031-09-01', kind: 'unavailable' }]);
    const since = await lastAuditId(open);
    await saveMarks(open, tokens.swhitman, '2031-09', [{ date: '2031-09-02', kind: 'prefer_not' }]);
    const entries = await entriesAfter(open, since);
    const swhitman = await open.userId('swhitman');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: 'call-preferences',
      action: 'save',
      entity_id: String(swhitman),
      before: { month: '2031-09', days: [{ date: '2031-09-01', kind: 'unavailable' }] },
      after: { month: '2031-09', days: [{ date: '2031-09-02', kind: 'prefer_not' }] },
    });
  });

  it("tells the call calendar's month room only the month, after the save", async () => {
    const socket = await connectSocket(await open.listen(), tokens.staff);
    try {
      await joinRoom(socket, rooms.month('2031-10'));
      const changed = nextEvent(socket, 'call-preferences:changed');
      const saved = await saveMarks(open, tokens.physician, '2031-10', [{ date: '2031-10-06', kind: 'unavailable' }]);
      expect(saved.status).toBe(200);
      expect(await changed).toEqual({ month: '2031-10' });
    } finally {
      socket.close();
    }
  });
});
