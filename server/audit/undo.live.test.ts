import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { lastAuditId } from './audit.test-support.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { timeOffContract } from '../../shared/contract/time-off.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { blockTimeContract } from '../../shared/contract/block-time.js';
import { auditContract } from '../../shared/contract/audit.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let tokens: Record<string, string>;
let surgeons: number[];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  tokens = await t.loginEach();
  surgeons = await Promise.all(['physician', 'pnatarajan', 'mchen'].map((name) => t.userId(name)));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function watcher(room: string): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, tokens.ceo);
  sockets.push(socket);
  await joinRoom(socket, room);
  return socket;
}

const undo = (entryId: number, username = 'staff') =>
  t.call(auditContract.undo, { params: { id: entryId } }, tokens[username]);

describe('undo restores the earlier values through the area service, live, and refuses a stale entry', () => {
  it('a call-calendar change: the 2nd call goes back; the month room sees it; a second undo is 409 naming the slot', async () => {
    const day = '2032-01-14';
    await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: day, surgeon_2nd: surgeons[0], version: 0 }],
        },
      },
      tokens.staff,
    );
    await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: day, surgeon_2nd: surgeons[1], version: 1 }],
        },
      },
      tokens.admin,
    );
    const change = await lastAuditId(t);
    const socket = await watcher(rooms.month('2032-01'));
    const seen = nextEvent(socket, 'call-entries:saved');

    expect(answered(await undo(change)).entry).toMatchObject({
      area: 'call-calendar',
      action: 'undo',
      entity_id: day,
      actor_name: 'Maria Lopez',
    });
    expect((await seen).entries[0]).toMatchObject({ date: day, surgeon_2nd: surgeons[0], version: 3 });

    const second = await undo(change);
    expect(second.status).toBe(409);
    expect(refused(second).message).toContain('(2nd)');
    expect(refused(second).current).toMatchObject([{ date: day, surgeon_2nd: surgeons[0] }]);
  });

  it('a time-off removal: the date is off again; the month room sees it; a second undo is 409', async () => {
    const added = await t.call(
      timeOffContract.add,
      {
        body: {
          surgeon_id: surgeons[2],
          vacation_type: 'CME.',
          vacation_start_date: '2032-02-09',
          vacation_end_date: '2032-02-11',
        },
      },
      tokens.staff,
    );
    await t.call(
      timeOffContract.removeDate,
      { params: { id: answered(added, 201).vacation.id }, body: { date: '2032-02-10' } },
      tokens.staff,
    );
    const removal = await lastAuditId(t);
    const socket = await watcher(rooms.month('2032-02'));
    const seen = nextEvent(socket, 'time-off:saved');

    expect((await undo(removal)).status).toBe(200);
    expect(await seen).toMatchObject({
      surgeon_id: surgeons[2],
      vacation_type: 'CME.',
      vacation_dates: ['2032-02-10'],
    });
    const off = answered(await t.call(timeOffContract.list, { query: { year: '2032', month: '2' } }, tokens.staff))
      .vacations as {
      surgeon_id: number;
      vacation_dates: string[];
    }[];
    expect(
      off
        .filter((row) => row.surgeon_id === surgeons[2])
        .flatMap((row) => row.vacation_dates)
        .sort(),
    ).toEqual(['2032-02-09', '2032-02-10', '2032-02-11']);

    expect((await undo(removal)).status).toBe(409);
  });

  it('an event move: the event is back at its time; the day room sees it; a second undo is 409', async () => {
    const day = '2032-03-10';
    const created = await t.call(
      dailyScheduleContract.create,
      { body: procedureBody(surgeons[0]!, { event_date: day }) },
      tokens.staff,
    );
    const id = answered(created, 201).dailySchedule.id as number;
    await t.call(
      dailyScheduleContract.update,
      {
        params: { id },
        body: procedureBody(surgeons[0]!, { event_date: day, start_time: '13:00', end_time: '15:00', version: 1 }),
      },
      tokens.staff,
    );
    const move = await lastAuditId(t);
    const socket = await watcher(rooms.day(day));
    const seen = nextEvent(socket, 'event:upserted');

    expect((await undo(move)).status).toBe(200);
    const pushed = await seen;
    expect(pushed.surgeon_events[String(surgeons[0])]).toMatchObject({ start_time: '08:00' });
    expect(
      answered(await t.call(dailyScheduleContract.get, { params: { id } }, tokens.staff)).dailySchedule,
    ).toMatchObject({
      start_time: '08:00',
      end_time: '10:00',
      version: 3,
    });

    const second = await undo(move);
    expect(second.status).toBe(409);
    expect(refused(second).message).toMatch(/Start time/);
  });

  it('a block-time month save: the earlier blocks are back; the month room sees them; a second undo is 409', async () => {
    const block = (hour: number) => ({
      MOR: {
        '2032-04-05': {
          'Monday-Wk1startHour': hour,
          'Monday-Wk1startMinute': 0,
          'Monday-Wk1endHour': 11,
          'Monday-Wk1endMinute': 0,
        },
      },
    });
    await t.call(
      blockTimeContract.save,
      {
        body: {
          month: '2032-04',
          locations: block(7),
          checkboxStates: {},
          version: 0,
        },
      },
      tokens.staff,
    );
    await t.call(
      blockTimeContract.save,
      {
        body: {
          month: '2032-04',
          locations: block(9),
          checkboxStates: {},
          version: 1,
        },
      },
      tokens.ceo,
    );
    const save = await lastAuditId(t);
    const socket = await watcher(rooms.month('2032-04'));
    const seen = nextEvent(socket, 'block-time:saved');

    expect((await undo(save)).status).toBe(200);
    const pushed = await seen;
    expect(pushed.version).toBe(3);
    expect(pushed.data.locations.MOR!['2032-04-05']).toMatchObject({ 'Monday-Wk1startHour': 7 });

    expect((await undo(save)).status).toBe(409);
  });

  it('a physician may not undo a call-calendar change (403), and an entry of another kind cannot be undone (422 to an administrator)', async () => {
    await t.call(
      callCalendarContract.saveEntries,
      { body: { entries: [{ date: '2032-05-05', surgeon_1st: surgeons[0] }] } },
      tokens.staff,
    );
    const change = await lastAuditId(t);
    expect((await undo(change, 'physician')).status).toBe(403);
    const signIn = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'sign-in')
      .executeTakeFirstOrThrow();
    // To anyone but an administrator, an entry of an area they may not write is a bare 403.
    const bare = await undo(signIn.id);
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.text)).toEqual({ message: 'You do not have permission to do this.' });
    const refusal = await undo(signIn.id, 'admin');
    expect(refusal.status).toBe(422);
    expect(refused(refusal).errors).toEqual({ entry: ['This kind of entry cannot be undone.'] });
  });
});
