import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, settle, type TestSocket } from '../test/sockets.js';
import { buildTimeOff } from './call-calendar.factories.test-support.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { officeClosuresContract } from '../../shared/contract/office-closures.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
const tokens: Record<string, string> = {};
let ids: number[];
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ today: '2026-10-15' });
  baseUrl = await t.listen();
  for (const username of ['admin', 'staff', 'ceo', 'physician']) tokens[username] = await t.login(username);
  ids = answered(await t.call(timeOffContract.surgeons, {}, tokens.staff)).map((s: { id: number }) => s.id);
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

const editPresence = (socket: TestSocket, month: string | null) =>
  socket.timeout(5_000).emitWithAck('presence:edit', { month });

describe('the month room', () => {
  it("starts from a snapshot of the month's days, closures, time off and office hours", async () => {
    const socket = await socketFor('physician');
    const snapshot = await joinRoom<{ 'call-calendar': any }>(socket, rooms.month('2026-10'));
    const part = snapshot['call-calendar'];
    expect(part.month).toBe('2026-10');
    expect(part.entries).toHaveLength(31);
    expect(part.office.every((o: { note: string }) => o.note === 'Close')).toBe(true);
    expect(part.vacations.length).toBeGreaterThan(0);
    expect(part.office_hours.am.start_time).toBe('07:30');
    expect(part.editors).toEqual([]);
  });

  it("shows two schedulers each other's saves: whole days with versions, and the counters", async () => {
    const a = await socketFor('admin');
    const b = await socketFor('staff');
    await joinRoom(a, rooms.month('2036-11'));
    await joinRoom(b, rooms.month('2036-11'));
    const seenByB = nextEvent(b, 'call-entries:saved');
    const ownEcho = nextEvent(a, 'call-entries:saved');
    const counters = nextEvent(b, 'call-counters:changed');
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2036-11-03', surgeon_1st: ids[0], version: 0 }] } },
      tokens.admin,
    );
    expect(await seenByB).toEqual({
      month: '2036-11',
      entries: [
        {
          date: '2036-11-03',
          surgeon_1st: ids[0],
          surgeon_2nd: null,
          surgeon_o_am: null,
          surgeon_o_pm: null,
          version: 1,
        },
      ],
    });
    const pushed = await counters;
    expect(pushed.year).toBe(2036);
    expect(pushed.calls.find((row) => row.id === ids[0])).toMatchObject({ surgeon_1st_count: 1 });

    await ownEcho;
    const seenByA = nextEvent(a, 'call-entries:saved');
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2036-11-03', surgeon_2nd: ids[1], version: 1 }] } },
      tokens.staff,
    );
    expect((await seenByA).entries[0]).toMatchObject({ surgeon_1st: ids[0], surgeon_2nd: ids[1], version: 2 });
  });

  it('carries time off (saved and removed), closures and office hours', async () => {
    const socket = await socketFor('physician');
    await joinRoom(socket, rooms.month('2036-12'));
    const onCall = nextEvent(socket, 'call-entries:saved');
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2036-12-31', surgeon_1st: ids[2] }] } },
      tokens.staff,
    );
    await onCall;
    const saved = nextEvent(socket, 'time-off:saved');
    const offCall = nextEvent(socket, 'call-entries:saved');
    const created = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: ids[2],
          vacation_type: 'Vac.',
          vacation_start_date: '2036-12-30',
          vacation_end_date: '2037-01-01',
          acknowledge_warnings: true,
        },
      },
      tokens.staff,
    );
    expect(await saved).toMatchObject({
      id: answered(created, 201).vacation.id,
      vacation_dates: ['2036-12-30', '2036-12-31', '2037-01-01'],
    });
    expect((await offCall).entries).toEqual([expect.objectContaining({ date: '2036-12-31', surgeon_1st: null })]);
    const lessened = nextEvent(socket, 'time-off:saved');
    await t.call(
      timeOffContract.removeDate,
      { params: { id: answered(created, 201).vacation.id }, body: { date: '2037-01-01' } },
      tokens.staff,
    );
    expect((await lessened).vacation_dates).toEqual(['2036-12-30', '2036-12-31']);
    await t.call(
      timeOffContract.removeDate,
      { params: { id: answered(created, 201).vacation.id }, body: { date: '2036-12-30' } },
      tokens.staff,
    );
    const removed = nextEvent(socket, 'time-off:removed');
    await t.call(
      timeOffContract.removeDate,
      { params: { id: answered(created, 201).vacation.id }, body: { date: '2036-12-31' } },
      tokens.staff,
    );
    expect(await removed).toEqual({ id: answered(created, 201).vacation.id });

    const closure = nextEvent(socket, 'office-record:saved');
    await t.call(
      officeClosuresContract.save,
      { body: { note: 'Close', effective_date_start: '2036-12-26' } },
      tokens.staff,
    );
    expect(await closure).toMatchObject({ note: 'Close', effective_date_start: '2036-12-26' });

    const hours = nextEvent(socket, 'office-hours:saved');
    await t.call(
      callCalendarContract.saveOfficeHours,
      {
        body: {
          period: 'AM',
          start_time: '08:00',
          end_time: '11:30',
          effective_date_start: '2036-12-01',
        },
      },
      tokens.staff,
    );
    expect((await hours).upcoming).toContainEqual({
      period: 'AM',
      start_time: '08:00',
      end_time: '11:30',
      effective_date_start: '2036-12-01',
    });
  });
});

describe('the day room', () => {
  it("starts from the day's overlay and is told after entries, time off and closures change it", async () => {
    const socket = await socketFor('physician');
    const snapshot = await joinRoom<{ 'call-calendar': any }>(socket, rooms.day('2037-02-10'));
    expect(snapshot['call-calendar']).toEqual({
      date: '2037-02-10',
      cme: [],
      ompm: { surgeon_o_am: null, surgeon_o_pm: null },
      surgeonsRole: [],
      closed: false,
      holiday: null,
      uncovered: ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'],
    });

    let changed = nextEvent(socket, 'call-calendar:day-changed');
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2037-02-10', surgeon_1st: ids[0], surgeon_o_am: ids[1] }] } },
      tokens.staff,
    );
    expect(await changed).toMatchObject({
      ompm: { surgeon_o_am: ids[1], surgeon_o_pm: null },
      surgeonsRole: [
        { id: ids[0], role: '1st' },
        { id: ids[1], role: 'O AM' },
      ],
    });

    changed = nextEvent(socket, 'call-calendar:day-changed');
    await t.call(
      timeOffContract.add,
      {
        body: buildTimeOff({
          surgeon_id: ids[3],
          vacation_type: 'Sick.',
          vacation_start_date: '2037-02-09',
          vacation_end_date: '2037-02-10',
        }),
      },
      tokens.staff,
    );
    expect((await changed).cme).toEqual([
      { surgeon_id: ids[3], vacation_type: 'Sick.', vacation_dates: ['2037-02-09', '2037-02-10'] },
    ]);

    changed = nextEvent(socket, 'call-calendar:day-changed');
    await t.call(
      officeClosuresContract.save,
      {
        body: {
          note: 'Close',
          effective_date_start: '2037-02-10',
          acknowledge_warnings: true,
        },
      },
      tokens.staff,
    );
    expect((await changed).closed).toBe(true);

    const events = recordEvents(socket, 'call-calendar:day-changed');
    await t.call(
      officeClosuresContract.save,
      { body: { note: 'BlockTime', effective_date_start: '2037-02-10' } },
      tokens.staff,
    );
    await settle();
    expect(events).toEqual([]);
  });
});

describe('presence on the edit page', () => {
  it('shows who has the month open, and forgets them when they leave the room or stop editing', async () => {
    const watcher = await socketFor('ceo');
    await joinRoom(watcher, rooms.month('2037-03'));
    expect(await editPresence(watcher, '2037-03')).toEqual({
      ok: true,
      data: { editors: [{ id: await t.userId('ceo'), name: 'Richard Hale' }] },
    });

    const editor = await socketFor('staff');
    const snapshot = await joinRoom<{ 'call-calendar': any }>(editor, rooms.month('2037-03'));
    expect(snapshot['call-calendar'].editors.map((e: { name: string }) => e.name)).toEqual(['Richard Hale']);
    let changed = nextEvent(watcher, 'presence:changed');
    await editPresence(editor, '2037-03');
    expect((await changed).editors.map((e) => e.name)).toEqual(['Maria Lopez', 'Richard Hale']);

    changed = nextEvent(watcher, 'presence:changed');
    await editor.timeout(5_000).emitWithAck('room:leave', rooms.month('2037-03'));
    expect(await changed).toEqual({ month: '2037-03', editors: [{ id: await t.userId('ceo'), name: 'Richard Hale' }] });

    await joinRoom(editor, rooms.month('2037-03'));
    await editPresence(editor, '2037-03');
    changed = nextEvent(watcher, 'presence:changed');
    await editPresence(editor, null);
    expect((await changed).editors.map((e) => e.name)).toEqual(['Richard Hale']);
  });

  it('forgets an editor whose connection drops', async () => {
    const watcher = await socketFor('admin');
    await joinRoom(watcher, rooms.month('2037-04'));
    const editor = await socketFor('staff');
    await joinRoom(editor, rooms.month('2037-04'));
    await editPresence(editor, '2037-04');
    const changed = nextEvent(watcher, 'presence:changed');
    // Close the transport without a goodbye, as a lost network would.
    editor.io.engine.close();
    expect((await changed).editors).toEqual([]);
  });

  it('refuses presence from a physician and from a socket outside the month room', async () => {
    const physician = await socketFor('physician');
    await joinRoom(physician, rooms.month('2037-05'));
    expect(await editPresence(physician, '2037-05')).toEqual({ ok: false, error: 'Forbidden.' });
    const staff = await socketFor('staff');
    expect(await editPresence(staff, '2037-05')).toMatchObject({ ok: false });
    expect(await staff.timeout(5_000).emitWithAck('presence:edit', { month: 'junk' } as never)).toMatchObject({
      ok: false,
    });
  });
});
