import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BlockMonthSnapshot } from '../../shared/schemas/block-time.js';
import type { BlockDayOverlay } from '../../shared/schemas/day-overlays.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, settle, type TestSocket } from '../test/sockets.js';
import { blockTimeContract } from '../../shared/contract/block-time.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';

let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ today: '2025-07-10' });
  baseUrl = await t.listen();
  for (const username of ['admin', 'physician', 'staff']) tokens[username] = await t.login(username);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socketFor(username: string) {
  const socket = await connectSocket(baseUrl, tokens[username]);
  sockets.push(socket);
  return socket;
}

// July 2025: the 8th is Tuesday of week 2 (seeded MOR and ROBOT), the 9th Wednesday of week 2.
const robotOnTuesday = (version: number) => ({
  month: '2025-07',
  version,
  locations: {
    ROBOT: {
      '2025-07-08': {
        'Tuesday-Wk2startHour': 9,
        'Tuesday-Wk2startMinute': 0,
        'Tuesday-Wk2endHour': 4,
        'Tuesday-Wk2endMinute': 30,
      },
    },
    HOSC: {
      '2025-07-09': {
        'Wednesday-Wk2startHour': 7,
        'Wednesday-Wk2startMinute': 30,
        'Wednesday-Wk2endHour': 4,
        'Wednesday-Wk2endMinute': 0,
      },
    },
  },
  checkboxStates: { 'ROBOT-2025-07-08-1-2': true },
});

describe('block time, live', () => {
  it('gives the month snapshot (data, version, effective dates) and the day snapshot (footers)', async () => {
    const socket = await socketFor('physician');
    const month = await joinRoom<{ 'block-time': BlockMonthSnapshot }>(socket, rooms.month('2025-07'));
    expect(month['block-time'].record).toMatchObject({ month: '2025-07', version: 1 });
    expect(month['block-time'].record.locations.ROBOT).toHaveProperty('2025-07-08');
    expect(month['block-time'].effectiveDates).toEqual([{ formatted_date: '07/01/2025' }]);
    const day = await joinRoom<{ 'block-time': BlockDayOverlay }>(socket, rooms.day('2025-07-08'));
    expect(day['block-time']).toEqual({
      date: '2025-07-08',
      blocks: [
        { location: 'MOR', time: '07:30 AM - 03:00 PM' },
        { location: 'ROBOT', time: '07:00 AM - 01:30 PM' },
      ],
    });
  });

  it('sends a save to the other sockets of the month room and to the day rooms of its changed dates, and nowhere else', async () => {
    const monthWatcher = await socketFor('physician');
    const tuesdayWatcher = await socketFor('physician');
    const mondayWatcher = await socketFor('staff');
    const saturdayWatcher = await socketFor('staff');
    const otherMonth = await socketFor('staff');
    const { 'block-time': snapshot } = await joinRoom<{ 'block-time': BlockMonthSnapshot }>(
      monthWatcher,
      rooms.month('2025-07'),
    );
    await joinRoom(tuesdayWatcher, rooms.day('2025-07-08'));
    await joinRoom(mondayWatcher, rooms.day('2025-07-21'));
    await joinRoom(saturdayWatcher, rooms.day('2025-07-12'));
    await joinRoom(otherMonth, rooms.month('2025-08'));
    const monday = recordEvents(mondayWatcher, 'block-time:day-changed');
    const saturday = recordEvents(saturdayWatcher, 'block-time:day-changed');
    const elsewhere = recordEvents(otherMonth, 'block-time:saved');

    const saved = nextEvent(monthWatcher, 'block-time:saved');
    const dayChanged = nextEvent(tuesdayWatcher, 'block-time:day-changed');
    const response = await t.call(
      blockTimeContract.save,
      { body: robotOnTuesday(snapshot.record.version) },
      tokens.staff,
    );
    expect(response.status).toBe(200);

    const event = await saved;
    expect(event.month).toBe('2025-07');
    expect(event.version).toBe(snapshot.record.version + 1);
    expect(event.data.locations.ROBOT).toEqual(robotOnTuesday(0).locations.ROBOT);
    expect(event.data.locations.MOR).toEqual({});
    expect(event.changedDates).toContain('2025-07-08');
    expect(event.changedDates).toContain('2025-07-09');
    expect(await dayChanged).toEqual({
      date: '2025-07-08',
      blocks: [{ location: 'ROBOT', time: '09:00 AM - 04:30 PM' }],
    });

    await settle();
    // The 21st (a Monday) lost its seeded blocks, so it changed too; an unchanged day and the
    // other month heard nothing.
    expect(monday).toEqual([{ date: '2025-07-21', blocks: [] }]);
    expect(saturday).toEqual([]);
    expect(elsewhere).toEqual([]);
  });

  it('sends nothing when the save is refused (400 or 409)', async () => {
    const watcher = await socketFor('physician');
    await joinRoom(watcher, rooms.month('2025-07'));
    const events = recordEvents(watcher, 'block-time:saved');
    expect(
      (
        await t.call(
          blockTimeContract.save,
          { body: { ...robotOnTuesday(2), locations: { MOR: { '2025-07-05': {} } } } },
          tokens.staff,
        )
      ).status,
    ).toBe(400);
    expect((await t.call(blockTimeContract.save, { body: robotOnTuesday(1) }, tokens.staff)).status).toBe(409);
    await settle();
    expect(events).toEqual([]);
  });

  it("refreshes the month room's watchers when a 'BlockTime' effective date is saved", async () => {
    const watcher = await socketFor('physician');
    await joinRoom(watcher, rooms.month('2025-07'));
    const saved = nextEvent(watcher, 'office-record:saved');
    await t.call(
      officeClosuresContract.save,
      { body: { note: 'BlockTime', effective_date_start: '2025-07-14' } },
      tokens.admin,
    );
    expect(await saved).toMatchObject({ note: 'BlockTime', effective_date_start: '2025-07-14' });
  });
});
