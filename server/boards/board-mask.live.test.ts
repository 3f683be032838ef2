import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BoardDay } from '../../shared/schemas/boards.js';
import type { ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { physicianIds, procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { connectBoard, practiceDays, registerBoard } from './boards.test-support.js';
import { boardsContract } from '../../shared/contract/boards.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let staff: string;
let surgeons: number[];
let board: { socket: TestSocket; frames: string[]; token: string };
let named: { socket: TestSocket; frames: string[]; token: string };
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  staff = await t.login('staff');
  surgeons = await physicianIds(t);
  const admin = await t.login('admin');
  const registered = await registerBoard(t, admin, 'Masked corridor');
  board = { ...registered, ...(await connectBoard(baseUrl, registered.token)) };
  await joinRoom(board.socket, rooms.boardDay(practiceDays(t).today));
  const namedBoard = await registerBoard(t, admin, 'Named theatre desk');
  expect(
    (await t.call(boardsContract.update, { params: { id: namedBoard.id }, body: { allow_names: 1 } }, admin)).status,
  ).toBe(200);
  named = { ...namedBoard, ...(await connectBoard(baseUrl, namedBoard.token)) };
  await joinRoom(named.socket, rooms.boardDay(practiceDays(t).today));
});
afterAll(async () => {
  board.socket.close();
  named.socket.close();
  await t.close();
});

/** Every free-text field an event of each purpose can carry, each with a text no frame may hold. */
const CASES = [
  {
    purpose: 'Procedure',
    hour: '17',
    shown: { procedure: 'Laparoscopic appendectomy' },
    secret: {
      event_note: 'Call Mrs Quimby-Larkspur before',
      event_location: 'others',
      event_location_text: 'Quimby family room 12',
      patient_first_name: 'Thaddeus',
      patient_last_name: 'Quimby-Larkspur',
      patient_mrn: 'MRN-775533',
      case_number: 'CASE-9911',
    },
  },
  {
    purpose: 'Meeting',
    hour: '18',
    shown: {},
    secret: { procedure: 'M&M review of Ottoline Vexley', event_note: 'Vexley family attends' },
  },
  {
    purpose: 'Office',
    hour: '19',
    shown: {},
    secret: { procedure: 'See Philomena Drax first', event_note: 'Drax results pending' },
  },
] as const;

describe('a masked board receives no free text of any purpose (real socket)', () => {
  it.each(CASES)('$purpose: the pushed event and the day snapshot', async ({ purpose, hour, shown, secret }) => {
    const pushed = nextEvent(board.socket, 'event:upserted');
    const body = {
      ...procedureBody(surgeons[0]!, { event_date: practiceDays(t).today }),
      purpose,
      start_time: `${hour}:00`,
      end_time: `${hour}:30`,
      ...shown,
      ...secret,
      acknowledge_warnings: true,
    };
    const saved = await t.call(dailyScheduleContract.create, { body: body }, staff);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const event = await pushed;
    const item: ScheduleGridItem = event.office_event ?? Object.values(event.surgeon_events)[0]!;
    expect(item).toMatchObject({ purpose, start_time: `${hour}:00`, end_time: `${hour}:30`, ...shown });

    const snapshot = await joinRoom<BoardDay>(board.socket, rooms.boardDay(practiceDays(t).today));
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/board/day?date=${practiceDays(t).today}`,
      headers: { authorization: `Bearer ${board.token}` },
    });
    const everything = [...board.frames, JSON.stringify(snapshot), read.body].join('\n');
    for (const text of Object.values(shown)) expect(everything).toContain(text);
    for (const [field, text] of Object.entries(secret)) {
      if (field === 'event_location') continue; // a choice, not free text
      expect(everything, field).not.toContain(text);
    }
  });
});

describe("no wall board receives a case's family code (real sockets)", () => {
  it('neither the masked nor the named board: not in the day answer, the snapshot or the frames; people still get it', async () => {
    const { today } = practiceDays(t);
    const person = await connectSocket(baseUrl, staff);
    await joinRoom(person, rooms.day(today));
    const saved = await t.call(
      dailyScheduleContract.create,
      {
        body: {
          ...procedureBody(surgeons[1]!, { event_date: today, start_time: '20:00', end_time: '20:30' }),
          acknowledge_warnings: true,
        },
      },
      staff,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = answered(saved, 201).dailySchedule.id as number;
    const code = answered(await t.call(caseTrackingContract.progress, { params: { eventId: id } }, staff))
      .case_code as string;
    expect(code).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);

    const toPerson = nextEvent(person, 'case:progress');
    const toMasked = nextEvent(board.socket, 'case:progress');
    const toNamed = nextEvent(named.socket, 'case:progress');
    const checkedIn = await t.call(
      caseTrackingContract.setMilestone,
      { params: { eventId: id }, body: { step: 'checked_in', version: 0 } },
      staff,
    );
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(await toPerson).toMatchObject({ event_id: id, case_code: code });
    person.close();

    for (const wall of [board, named]) {
      expect(await (wall === board ? toMasked : toNamed)).toMatchObject({
        event_id: id,
        step: 'checked_in',
        case_code: null,
      });
      const snapshot = await joinRoom<BoardDay>(wall.socket, rooms.boardDay(today));
      expect(snapshot['case-tracking'].cases[String(id)]).toMatchObject({ step: 'checked_in', case_code: null });
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/board/day?date=${today}`,
        headers: { authorization: `Bearer ${wall.token}` },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json<BoardDay>()['case-tracking'].cases[String(id)]).toMatchObject({ case_code: null });
      const everything = [...wall.frames, JSON.stringify(snapshot), read.body].join('\n');
      expect(everything).not.toContain(code);
      expect(everything).not.toMatch(/"case_code":"/);
    }
  });
});
