import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { FamilyDay } from '../../shared/schemas/case-tracking.js';
import { physicianIds, procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { connectBoard, practiceDays, registerBoard } from './boards.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { caseTrackingContract } from '../../shared/contract/case-tracking.js';
import { boardsContract } from '../../shared/contract/boards.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let admin: string;
let staff: string;
let surgeons: number[];
let family: { id: number; token: string };
let wall: { id: number; token: string };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  admin = await t.login('admin');
  staff = await t.login('staff');
  surgeons = await physicianIds(t);
  family = await registerBoard(t, admin, 'Waiting room', 'family');
  wall = await registerBoard(t, admin, 'OR corridor');
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function boardSocket(token: string) {
  const board = await connectBoard(baseUrl, token);
  sockets.push(board.socket);
  return board;
}

/** A procedure of today whose every free-text field holds a text no family board may receive. */
const SECRET = {
  patient_first_name: 'Evangeline',
  patient_last_name: 'Thistlewood',
  patient_mrn: 'MRN-449102',
  case_number: 'CASE-7310',
  procedure: 'Robotic prostatectomy',
  event_note: 'Thistlewood daughter waits in the lobby',
  event_location: 'others',
  event_location_text: 'Thistlewood annex',
};
const SECRET_TEXTS = [...Object.values(SECRET).filter((text) => text !== 'others'), 'E.T.', '"ET"'];

async function bookProcedure(start: string, fields: Record<string, unknown> = SECRET): Promise<number> {
  const saved = await t.call(
    dailyScheduleContract.create,
    {
      body: procedureBody(surgeons[0]!, {
        event_date: practiceDays(t).today,
        start_time: start,
        end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
        ...fields,
        acknowledge_warnings: true,
      }),
    },
    staff,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return answered(saved, 201).dailySchedule.id as number;
}

/** The code printed on the case's family card, as a person's screen reads it. */
const cardCode = async (id: number) =>
  answered(await t.call(caseTrackingContract.progress, { params: { eventId: id } }, staff)).case_code as string;

describe('registering a family board', () => {
  it('the kind is chosen at registration, listed and told to the board; a wall board is the default', async () => {
    const listed = answered(await t.call(boardsContract.list, {}, admin)).boards as { id: number; kind: string }[];
    expect(listed.find((board) => board.id === family.id)?.kind).toBe('family');
    expect(listed.find((board) => board.id === wall.id)?.kind).toBe('wall');
    expect(answered(await t.call(boardsContract.bootstrap, {}, family.token)).board).toMatchObject({ kind: 'family' });
  });

  it('an unknown kind is 422 under kind; a family board may never be set to show names (422)', async () => {
    const bad = await t.api(admin).post('/api/boards', { name: 'Lobby', kind: 'lobby' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.kind).toBeDefined();
    const names = await t.call(boardsContract.update, { params: { id: family.id }, body: { allow_names: 1 } }, admin);
    expect(names.status).toBe(422);
    expect(refused(names).errors!.allow_names).toBeDefined();
    const row = await t.db.selectFrom('boards').selectAll().where('id', '=', family.id).executeTakeFirstOrThrow();
    expect(row.allow_names).toBe(0);
  });
});

describe('each kind reads only its own day (REST)', () => {
  it("a family board is refused the grid's day (403) and a wall board the family day (403)", async () => {
    const today = practiceDays(t).today;
    expect((await t.call(boardsContract.day, { query: { date: today } }, family.token)).status).toBe(403);
    expect((await t.call(boardsContract.familyDay, {}, wall.token)).status).toBe(403);
    expect((await t.call(boardsContract.familyDay, {}, staff)).status).toBe(401);
  });

  it("the family day has the case by its code with only the allowed keys, and none of the event's text", async () => {
    const id = await bookProcedure('21:00');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/board/family-day',
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(response.statusCode).toBe(200);
    const day = response.json<FamilyDay>();
    expect(Object.keys(day).sort()).toEqual(['cases', 'date']);
    expect(day.date).toBe(practiceDays(t).today);
    const code = await cardCode(id);
    const mine = day.cases.find((one) => one.case_code === code);
    expect(mine).toEqual({
      case_code: code,
      surgeon: expect.any(String),
      stage: 'Scheduled',
      delayed: false,
      since: null,
      position: expect.any(Number),
    });
    for (const one of day.cases) {
      expect(Object.keys(one).sort()).toEqual(['case_code', 'delayed', 'position', 'since', 'stage', 'surgeon']);
    }
    for (const text of SECRET_TEXTS) expect(response.body).not.toContain(text);
  });
});

describe('each kind joins only its own rooms (real socket)', () => {
  it("a family board may not join a grid's room, a people's day room or another day's family room", async () => {
    const { socket } = await boardSocket(family.token);
    const { today } = practiceDays(t);
    for (const room of [rooms.boardDay(today), rooms.boardDayVariant(today, 'masked'), rooms.day(today)]) {
      await expect(joinRoom(socket, room), room).rejects.toThrow();
    }
    await expect(joinRoom(socket, rooms.familyDay('2031-01-01'))).rejects.toThrow('Forbidden.');
  });

  it('a wall board and a person may not join the family room', async () => {
    const room = rooms.familyDay(practiceDays(t).today);
    await expect(joinRoom((await boardSocket(wall.token)).socket, room)).rejects.toThrow();
    const person = await connectSocket(baseUrl, staff);
    sockets.push(person);
    await expect(joinRoom(person, room)).rejects.toThrow();
  });

  it("a new case reaches the family room as the whole family day, a milestone as that case's status; no frame holds the event's text", async () => {
    const { socket, frames } = await boardSocket(family.token);
    const snapshot = await joinRoom<FamilyDay>(socket, rooms.familyDay(practiceDays(t).today));
    expect(snapshot.date).toBe(practiceDays(t).today);

    const pushed = nextEvent(socket, 'family:day-changed');
    const id = await bookProcedure('20:00');
    const code = await cardCode(id);
    expect((await pushed).cases.map((one) => one.case_code)).toContain(code);

    // A milestone sends only the case's new status, by its code.
    const checkedInTold = nextEvent(socket, 'family:case-changed');
    const checkedIn = await t.call(
      caseTrackingContract.setMilestone,
      { params: { eventId: id }, body: { step: 'checked_in', version: 0 } },
      staff,
    );
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(await checkedInTold).toEqual({
      date: practiceDays(t).today,
      case_code: code,
      stage: 'Checked in',
      delayed: false,
      since: expect.stringMatching(/^\d\d:\d\d$/),
    });
    const enteredTold = nextEvent(socket, 'family:case-changed');
    const entered = await t.call(
      caseTrackingContract.setMilestone,
      { params: { eventId: id }, body: { step: 'in_room', version: answered(checkedIn).version } },
      staff,
    );
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect(await enteredTold).toMatchObject({ case_code: code, stage: 'In surgery', delayed: false });

    const everything = frames.join('\n') + JSON.stringify(snapshot);
    for (const text of SECRET_TEXTS) expect(everything).not.toContain(text);
    expect(frames.some((frame) => frame.startsWith('["family:day-changed"'))).toBe(true);
    expect(frames.some((frame) => frame.startsWith('["family:case-changed"'))).toBe(true);
    for (const gridEvent of ['event:upserted', 'event:removed', 'case:progress']) {
      expect(everything).not.toContain(`["${gridEvent}"`);
    }
  });
});
