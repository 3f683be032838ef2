import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { matchesEtag } from './send-day.js';
import { physicianIds, procedureBody, TEST_TODAY } from './daily-schedule.test-support.js';
import type { DailyScheduleData } from '../../shared/schemas/daily-schedule.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let surgeons: number[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ today: TEST_TODAY });
  for (const username of ['admin', 'staff']) tokens[username] = await t.login(username);
  surgeons = await physicianIds(t);
});
afterAll(() => t.close());

const dayPath = (date: string) => `/api/daily-schedule-data?event_date=${date}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.staff}`, ...headers } });
const day = async (date: string) =>
  answered(await t.call(dailyScheduleContract.day, { query: { event_date: date } }, tokens.staff));
const ids = (events: { id: number }[] | undefined) => (events ?? []).map((event) => event.id);

describe('the day answer and its ETag', () => {
  it('answers 304 to the ETag it sent, and a new body and ETag once an event changes the day', async () => {
    const first = await get(dayPath('2033-03-01'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await get(dayPath('2033-03-01'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(
      (await get('/api/daily-schedule-search-by-date?date=2033-03-01', { 'if-none-match': `W/${etag}` })).statusCode,
    ).toBe(304);

    const created = answered(
      await t.call(
        dailyScheduleContract.create,
        { body: procedureBody(surgeons[0]!, { event_date: '2033-03-01' }) },
        tokens.staff,
      ),
      201,
    ).dailySchedule;
    const changed = await get(dayPath('2033-03-01'), { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ids(changed.json<DailyScheduleData>().surgeon_events[surgeons[0]!])).toEqual([created.id]);
  });

  it('matches an If-None-Match list, a weak tag and *, and nothing else', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('a cached day follows every change on its next read', () => {
  it("shows the call calendar's new roles for the day (surgeonsRole) and changes the ETag", async () => {
    const before = await get(dayPath('2033-04-05'));
    expect(before.json<DailyScheduleData>().surgeonsRole).toEqual([]);
    const saved = await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: '2033-04-05', surgeon_1st: surgeons[2], surgeon_o_am: surgeons[3] }],
        },
      },
      tokens.admin,
    );
    expect(saved.status).toBeLessThan(300);
    const after = await get(dayPath('2033-04-05'), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<DailyScheduleData>().surgeonsRole).toEqual([
      { id: surgeons[2], role: '1st' },
      { id: surgeons[3], role: 'O AM' },
    ]);
  });

  it('shows a monthly meeting saved on another date on the matching weekday of this day', async () => {
    // 2nd Wednesdays: 2031-07-09 (the meeting's own date) and 2031-08-13.
    const before = ids((await day('2031-08-13')).surgeon_events[surgeons[1]!]);
    const meeting = answered(
      await t.call(
        dailyScheduleContract.create,
        {
          body: procedureBody(surgeons[1]!, {
            purpose: 'Meeting',
            procedure: 'Tumour board',
            event_date: '2031-07-09',
            start_time: '06:00',
            end_time: '07:00',
            metting_q: '2nd',
            metting_d: 'Wednesday',
          }),
        },
        tokens.staff,
      ),
      201,
    ).dailySchedule;
    expect(before).not.toContain(meeting.id);
    expect(ids((await day('2031-08-13')).surgeon_events[surgeons[1]!]).sort()).toEqual([...before, meeting.id].sort());
  });

  it("drops a deactivated surgeon's column and brings it back when reactivated", async () => {
    const columns = async () => (await day('2033-05-03')).surgeons.map((s: { id: number }) => s.id);
    expect(await columns()).toContain(surgeons[4]);
    const current = answered(await t.call(usersContract.get, { params: { id: surgeons[4] } }, tokens.admin)).user;
    expect(
      (
        await t.call(
          usersContract.update,
          { params: { id: surgeons[4] }, body: { ...current, user_status: 0 } },
          tokens.admin,
        )
      ).status,
    ).toBe(200);
    expect(await columns()).not.toContain(surgeons[4]);
    expect(
      (
        await t.call(
          usersContract.update,
          { params: { id: surgeons[4] }, body: { ...current, user_status: 1 } },
          tokens.admin,
        )
      ).status,
    ).toBe(200);
    expect(await columns()).toContain(surgeons[4]);
  });

  it("follows the administrator's new column order", async () => {
    const order = async () => (await day('2033-06-07')).surgeons.map((s: { id: number }) => s.id);
    const before = await order();
    const reversed = [...surgeons].reverse();
    expect(
      (await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: reversed } }, tokens.admin)).status,
    ).toBe(200);
    expect(await order()).not.toEqual(before);
    expect((await order()).slice(0, reversed.length)).toEqual(reversed);
  });
});
