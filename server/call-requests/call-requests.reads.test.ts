import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, isWeekend } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { readMyDay } from '../my-day/my-day.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { dayOf, setDay, SURGEONS, type SurgeonName } from './call-requests.test-support.js';
import { expireDueRequests } from './call-requests.expiry.js';
import { readLedger } from '../fairness-ledger/ledger.repository.js';
import { calendarFeedContract } from '../../shared/contract/calendar-feed.js';
import { callRequestsContract } from '../../shared/contract/call-requests.js';
import { myDayContract } from '../../shared/contract/my-day.js';
import { answered } from '../test/call-declared.js';

/** What reads the calls follows an applied request; the month room carries the open ones; the demo holds one. */
let t: TestApp;
let tokens: Record<string, string>;
const id = {} as Record<SurgeonName | 'staff' | 'ceo', number>;
const sockets: TestSocket[] = [];
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  tokens = await t.loginEach([...SURGEONS, 'staff', 'ceo']);
  for (const username of [...SURGEONS, 'staff', 'ceo'] as const) id[username] = await t.userId(username);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** The dates (YYYYMMDD) of the 1st calls in the user's calendar feed. */
async function firstCallsInFeed(username: string): Promise<string[]> {
  const feed = await t.call(calendarFeedContract.create, {}, tokens[username]);
  const ics = (await t.app.inject({ method: 'GET', url: answered(feed, 201).url })).body.replace(/\r\n /g, '');
  return ics
    .split('BEGIN:VEVENT')
    .filter((block) => block.includes('SUMMARY:1st call'))
    .map((block) => /DTSTART;VALUE=DATE:(\d{8})/.exec(block)?.[1] ?? '');
}

describe('an applied give-away moves everything that reads the calls', () => {
  it('the ledger counts, My day and "on call", the calendar feed of the new holder', async () => {
    const tomorrow = addDays(t.clock.today(), 1);
    const office = isWeekend(tomorrow) ? {} : { surgeon_o_am: null, surgeon_o_pm: null };
    await setDay(t, tokens.staff!, tomorrow, { surgeon_1st: id.swhitman, surgeon_2nd: id.mchen, ...office });
    const year = tomorrow.slice(0, 4);
    const countsOf = async (surgeon: number) =>
      (await readLedger(t.db, `${year}-01-01`, `${year}-12-31`, false)).surgeons.find((s) => s.surgeon.id === surgeon)!
        .counts;
    const before = { sw: await countsOf(id.swhitman), dr: await countsOf(id.dreyes) };

    const made = await t.call(
      callRequestsContract.create,
      {
        body: {
          kind: 'give-away',
          date: tomorrow,
          slot: 'surgeon_1st',
          to_surgeon_id: id.dreyes,
        },
      },
      tokens.swhitman,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const accepted = await t.call(
      callRequestsContract.accept,
      {
        params: { id: answered(made, 201).request.id },
        body: {
          acknowledge_warnings: true,
        },
      },
      tokens.dreyes,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    expect((await countsOf(id.swhitman)).first).toBe(before.sw.first - 1);
    expect((await countsOf(id.dreyes)).first).toBe(before.dr.first + 1);
    expect((await countsOf(id.dreyes)).total).toBe(before.dr.total + 1);

    const readDay = (date: string) => t.app.roomSnapshots.readWhole({ kind: 'day', date });
    expect((await readMyDay(t.db, readDay, id.dreyes, tomorrow)).onCall.first?.id).toBe(id.dreyes);
    const myDay = await t.call(myDayContract.read, {}, tokens.dreyes);
    expect(answered(myDay).tomorrow.calls).toContain('1st');
    expect(answered(await t.call(myDayContract.read, {}, tokens.swhitman)).tomorrow.calls).not.toContain('1st');

    const day = tomorrow.replaceAll('-', '');
    expect(await firstCallsInFeed('dreyes')).toContain(day);
    expect(await firstCallsInFeed('swhitman')).not.toContain(day);
  });
});

describe('live', () => {
  it("a month room's snapshot holds the open requests; a change reaches its sockets", async () => {
    const socket = await connectSocket(baseUrl, tokens.ceo);
    sockets.push(socket);
    const snapshot = await joinRoom<{ 'call-requests': { requests: { id: number; state: string }[] } }>(
      socket,
      rooms.month('2031-11'),
    );
    expect(snapshot['call-requests'].requests).toEqual([]);
    await setDay(t, tokens.staff!, '2031-11-04', { surgeon_1st: id.swhitman });
    const changed = nextEvent(socket, 'call-request:changed');
    const made = await t.call(
      callRequestsContract.create,
      {
        body: {
          kind: 'give-away',
          date: '2031-11-04',
          slot: 'surgeon_1st',
          to_surgeon_id: id.mchen,
        },
      },
      tokens.swhitman,
    );
    expect(await changed).toMatchObject({ id: answered(made, 201).request.id, state: 'proposed' });
    const withdrawn = nextEvent(socket, 'call-request:changed');
    await t.call(
      callRequestsContract.withdraw,
      { params: { id: answered(made, 201).request.id }, body: {} },
      tokens.swhitman,
    );
    expect(await withdrawn).toMatchObject({ id: answered(made, 201).request.id, state: 'withdrawn' });
    const again = await joinRoom<{ 'call-requests': { requests: unknown[] } }>(socket, rooms.month('2031-12'));
    expect(again['call-requests'].requests).toEqual([]);
  });
});

describe('the demo', () => {
  it('holds one pending swap, five days ahead or more, of calls its people hold', async () => {
    const today = t.clock.today();
    // Every month from today's to the one 40 days ahead (at a month's end, that is three).
    const months = [0, 1, 2].map((ahead) => addMonths(today.slice(0, 7), ahead));
    const listed = await Promise.all(
      months.map((month) => t.call(callRequestsContract.list, { query: { month } }, tokens.ceo)),
    );
    const seeded = listed
      .flatMap(({ body }) => body.requests as { id: number; state: string; date: string }[])
      .filter((r, index, all) => r.state === 'proposed' && all.findIndex((o) => o.id === r.id) === index);
    expect(seeded).toHaveLength(1);
    const [request] = seeded as any[];
    expect(request.date >= addDays(today, 5)).toBe(true);
    expect(request).toMatchObject({ kind: 'swap', state: 'proposed', slot: 'surgeon_1st' });
    expect((await dayOf(t, request.date))?.surgeon_1st).toBe(request.from_surgeon.id);
    expect((await dayOf(t, request.return_date))?.surgeon_2nd).toBe(request.to_surgeon.id);
  });

  it('seeded at any moment, its swap lies ahead of that moment: the expiry leaves it open', async () => {
    const past = await createTestApp({ now: '2026-01-15T06:59' });
    try {
      expect(await expireDueRequests(past.app, past.clock.now())).toBe(0);
      const open = await past.db.selectFrom('call_requests').select(['date', 'state']).execute();
      expect(open).toHaveLength(1);
      expect(open[0]!.state).toBe('proposed');
      expect(open[0]!.date >= '2026-01-20').toBe(true);
    } finally {
      await past.close();
    }
  });
});
