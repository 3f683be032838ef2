import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { DailyScheduleData } from '../../shared/schemas/daily-schedule.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, settle, type TestSocket } from '../test/sockets.js';
import { physicianIds, procedureBody, TEST_TODAY } from './daily-schedule.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let staff: string;
let surgeons: number[];
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ today: TEST_TODAY });
  baseUrl = await t.listen();
  staff = await t.login('staff');
  surgeons = await physicianIds(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function watcher(date: string) {
  const socket = await connectSocket(baseUrl, await t.login('physician'));
  sockets.push(socket);
  const snapshot = await joinRoom<{ 'daily-schedule': DailyScheduleData }>(socket, rooms.day(date));
  return { socket, snapshot: snapshot['daily-schedule'] };
}

describe('the day rooms', () => {
  it("give the day's grid as the join snapshot, the same as GET /daily-schedule-data", async () => {
    const { snapshot } = await watcher(TEST_TODAY);
    const body = answered(await t.call(dailyScheduleContract.day, { query: { event_date: TEST_TODAY } }, staff));
    expect(snapshot).toEqual(body);
  });

  it('send an added event to the sockets of its day only, as grid items per surgeon', async () => {
    const mine = await watcher('2031-09-01');
    const other = await watcher('2031-09-02');
    const otherEvents = recordEvents(other.socket, 'event:upserted');
    const upserted = nextEvent(mine.socket, 'event:upserted');
    const created = answered(
      await t.call(
        dailyScheduleContract.create,
        { body: procedureBody(surgeons[0]!, { event_date: '2031-09-01', surgeon_deg: [surgeons[1]] }) },
        staff,
      ),
      201,
    ).dailySchedule;
    const event = await upserted;
    expect(event).toMatchObject({ id: created.id, version: 1, dates: ['2031-09-01'], office_event: null });
    expect(event.surgeon_events[surgeons[0]!]).toMatchObject({
      id: created.id,
      surgeon_type: 'P',
      start_time: '08:00',
      end_time: '10:00',
      event_location: 'PHH MOR',
    });
    expect(event.surgeon_events[surgeons[1]!]).toMatchObject({ surgeon_type: 'A' });
    await settle();
    expect(otherEvents).toEqual([]);
  });

  it('move an event: removed from the old day, upserted in the new one, nothing to a third day', async () => {
    const created = answered(
      await t.call(
        dailyScheduleContract.create,
        { body: procedureBody(surgeons[2]!, { event_date: '2031-09-03' }) },
        staff,
      ),
      201,
    ).dailySchedule;
    const oldDay = await watcher('2031-09-03');
    const newDay = await watcher('2031-09-04');
    const third = await watcher('2031-09-05');
    const thirdEvents = [
      ...['event:upserted', 'event:removed'].map((name) => recordEvents(third.socket, name as 'event:upserted')),
    ];
    const oldUpserts = recordEvents(oldDay.socket, 'event:upserted');
    const removed = nextEvent(oldDay.socket, 'event:removed');
    const upserted = nextEvent(newDay.socket, 'event:upserted');
    await t.call(
      dailyScheduleContract.update,
      { params: { id: created.id }, body: procedureBody(surgeons[2]!, { event_date: '2031-09-04', version: 1 }) },
      staff,
    );
    expect(await removed).toEqual({ id: created.id, version: 2, dates: ['2031-09-03'] });
    expect(await upserted).toMatchObject({ id: created.id, version: 2, dates: ['2031-09-04'] });
    await settle();
    expect(oldUpserts).toEqual([]);
    expect(thirdEvents.flat()).toEqual([]);
  });

  it('tell the day an archived event is gone', async () => {
    const created = answered(
      await t.call(
        dailyScheduleContract.create,
        { body: procedureBody(surgeons[3]!, { event_date: '2031-09-08' }) },
        staff,
      ),
      201,
    ).dailySchedule;
    const day = await watcher('2031-09-08');
    const removed = nextEvent(day.socket, 'event:removed');
    await t.call(dailyScheduleContract.archive, { params: { id: created.id }, body: { is_archived: true } }, staff);
    expect(await removed).toEqual({ id: created.id, version: 2, dates: ['2031-09-08'] });
  });

  it('send a monthly meeting to every watched day it falls on, once per room (each numbers its own events), and not to other days', async () => {
    // 2nd Tuesdays: 2031-10-14 and 2031-11-11; 2031-10-21 is the 3rd Tuesday.
    const october = await watcher('2031-10-14');
    const november = await watcher('2031-11-11');
    const notThatWeek = await watcher('2031-10-21');
    const both = await watcher('2031-10-14');
    await joinRoom(both.socket, rooms.day('2031-11-11'));
    const bothEvents = recordEvents(both.socket, 'event:upserted');
    const wrongWeek = recordEvents(notThatWeek.socket, 'event:upserted');
    const inOctober = nextEvent(october.socket, 'event:upserted');
    const inNovember = nextEvent(november.socket, 'event:upserted');
    const body = procedureBody(surgeons[0]!, {
      purpose: 'Meeting',
      procedure: 'Journal club',
      event_date: '2031-10-01',
      metting_q: '2nd',
      metting_d: 'Tuesday',
    });
    const created = answered(await t.call(dailyScheduleContract.create, { body: body }, staff), 201).dailySchedule;
    expect((await inOctober).dates).toEqual(['2031-10-14', '2031-11-11']);
    expect((await inNovember).id).toBe(created.id);
    await settle();
    expect(wrongWeek).toEqual([]);
    expect(bothEvents).toHaveLength(2);

    // Now the 3rd Tuesday: it leaves the 2nd-Tuesday grids and reaches the 3rd-Tuesday one.
    const leaves = nextEvent(october.socket, 'event:removed');
    const arrives = nextEvent(notThatWeek.socket, 'event:upserted');
    await t.call(
      dailyScheduleContract.update,
      { params: { id: created.id }, body: { ...body, metting_q: '3rd' } },
      staff,
    );
    expect((await leaves).dates).toEqual(['2031-10-14', '2031-11-11']);
    expect((await arrives).dates).toEqual(['2031-10-21']);
  });

  it('tell watched grids when the administrator reorders the surgeon columns', async () => {
    const day = await watcher('2031-12-01');
    const changed = nextEvent(day.socket, 'schedule:surgeon-order-changed');
    const admin = await t.login('admin');
    await t.call(dailyScheduleContract.saveSurgeonOrder, { body: { surgeon_ids: [...surgeons].reverse() } }, admin);
    expect((await changed).surgeons.map((s) => s.id)).toEqual([...surgeons].reverse());
  });
});
