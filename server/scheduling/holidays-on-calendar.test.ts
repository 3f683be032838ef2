import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { fairnessLedgerContract } from '../../shared/contract/fairness-ledger.js';
import { myDayContract } from '../../shared/contract/my-day.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { CallDayOverlay } from '../../shared/schemas/day-overlays.js';
import { answered } from '../test/call-declared.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';

/**
 * A practice holiday is a calendar fact (issue 31, point 9): its day is marked wherever the day
 * is shown, and no office session is expected on it, so coverage stops asking for O AM and O PM.
 * Tuesday 07/15/2031, its 1st held, its 2nd and office sessions empty.
 */
const DAY = '2031-07-15';
let t: TestApp;
let admin: string;
let physician: string;
let socket: TestSocket;

beforeAll(async () => {
  t = await createTestApp({ now: `${DAY}T09:00` });
  [admin, physician] = [await t.login('admin'), await t.login('physician')];
  const day = {
    date: DAY,
    surgeon_1st: await t.userId('physician'),
    surgeon_2nd: null,
    surgeon_o_am: null,
    surgeon_o_pm: null,
  };
  answered(
    await t.call(callCalendarContract.saveEntries, { body: { entries: [day], acknowledge_warnings: true } }, admin),
  );
  socket = await connectSocket(await t.listen(), admin);
});
afterAll(async () => {
  socket.disconnect();
  await t.close();
});

const gapsOfDay = async () => {
  const coverage = answered(await t.call(callCalendarContract.coverage, { query: { from: DAY, to: DAY } }, admin));
  return coverage.days.find((day) => day.date === DAY)?.slots ?? [];
};

describe('a practice holiday on the calendar', () => {
  it('is marked on its day and in its month, live, and coverage stops asking for its office sessions', async () => {
    expect(await gapsOfDay()).toEqual(['surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm']);
    const month = await joinRoom<{ 'call-calendar': { holidays: { date: string }[] } }>(socket, rooms.month('2031-07'));
    // The demo's Independence Day only.
    expect(month['call-calendar'].holidays.map((holiday) => holiday.date)).toEqual(['2031-07-04']);
    await joinRoom(socket, rooms.day(DAY));

    const holidaysChanged = nextEvent(socket, 'holidays:changed');
    const dayChanged = nextEvent(socket, 'call-calendar:day-changed');
    const coverageChanged = nextEvent(socket, 'coverage:changed');
    const holiday = answered(
      await t.call(fairnessLedgerContract.addHoliday, { body: { date: DAY, name: 'Founders Day' } }, admin),
      201,
    );

    expect(await holidaysChanged).toEqual({
      month: '2031-07',
      holidays: [expect.objectContaining({ date: '2031-07-04' }), holiday],
    });
    expect(await dayChanged).toMatchObject({ date: DAY, holiday: 'Founders Day', uncovered: ['surgeon_2nd'] });
    expect((await coverageChanged).days.find((day) => day.date === DAY)?.slots).toEqual(['surgeon_2nd']);
    expect(await gapsOfDay()).toEqual(['surgeon_2nd']);

    const rejoined = await joinRoom<{ 'call-calendar': CallDayOverlay }>(socket, rooms.day(DAY));
    expect(rejoined['call-calendar']).toMatchObject({ holiday: 'Founders Day', uncovered: ['surgeon_2nd'] });
    const myDay = answered(await t.call(myDayContract.read, {}, physician));
    expect(myDay.today).toMatchObject({ date: DAY, holiday: 'Founders Day', calls: ['1st'] });

    // Removed, the day asks for its office sessions again.
    const back = nextEvent(socket, 'holidays:changed');
    answered(await t.call(fairnessLedgerContract.removeHoliday, { params: { id: holiday.id } }, admin));
    expect((await back).holidays.map((each) => each.date)).toEqual(['2031-07-04']);
    expect(await gapsOfDay()).toEqual(['surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm']);
  });
});
