import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BoardDay } from '../../shared/schemas/boards.js';
import { physicianIds, procedureBody } from '../daily-schedule/daily-schedule.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  connectSocket,
  joinRoom,
  joinRoomWithSeq,
  nextEvent,
  recordRoomEvents,
  settle,
  type TestSocket,
} from '../test/sockets.js';
import { connectBoard, practiceDays, registerBoard } from './boards.test-support.js';
import { dailyScheduleContract } from '../../shared/contract/daily-schedule.js';
import { boardsContract } from '../../shared/contract/boards.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
let admin: string;
let staff: string;
let surgeons: number[];
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  [admin, staff] = [await t.login('admin'), await t.login('staff')];
  surgeons = await physicianIds(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function liveBoard(name = 'Corridor') {
  const board = await registerBoard(t, admin, name);
  const { socket, frames } = await connectBoard(baseUrl, board.token);
  sockets.push(socket);
  return { ...board, socket, frames };
}

let slot = 0;
/** A procedure for today on its own hour and surgeon, so tests never double-book. */
function todaysProcedure(patient: Record<string, string>) {
  slot += 1;
  const hour = String(16 + slot).padStart(2, '0');
  return procedureBody(surgeons[slot % surgeons.length]!, {
    event_date: practiceDays(t).today,
    start_time: `${hour}:00`,
    end_time: `${hour}:30`,
    procedure: `Procedure ${slot}`,
    ...patient,
    acknowledge_warnings: true, // an office session that afternoon, on some days
  });
}

describe("a board's sockets", () => {
  it('are refused at the handshake with a wrong or turned-off token', async () => {
    await expect(connectBoard(baseUrl, 'A'.repeat(43))).rejects.toThrow('This board has been turned off.');
    await expect(connectBoard(baseUrl, 'not a token')).rejects.toThrow();
  });

  it("may join only board day rooms of the days a board shows, never a person's room", async () => {
    const { socket } = await liveBoard();
    const { today } = practiceDays(t);
    const snapshot = await joinRoom<BoardDay>(socket, rooms.boardDay(today));
    expect(snapshot.date).toBe(today);
    for (const room of [
      rooms.day(today),
      rooms.list('users'),
      rooms.user(1),
      rooms.boardDayVariant(today, 'named'),
      rooms.boardDay('2031-01-01'),
    ]) {
      await expect(joinRoom(socket, room)).rejects.toThrow();
    }
  });

  it('receive a masked event: no name, MRN or case number in any frame, with initials and the procedure', async () => {
    const board = await liveBoard();
    await joinRoom(board.socket, rooms.boardDay(practiceDays(t).today));
    const upserted = nextEvent(board.socket, 'event:upserted');
    const patient = {
      patient_first_name: 'Bartholomew',
      patient_last_name: 'Fennimore',
      patient_mrn: 'MRN-930017',
      case_number: 'CASE-4411',
    };
    const saved = await t.call(dailyScheduleContract.create, { body: todaysProcedure(patient) }, staff);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const event = await upserted;
    expect(Object.values(event.surgeon_events)[0]).toMatchObject({
      patient_initials: 'BF',
      patient_last_name: null,
      patient_mrn: null,
    });
    await settle();
    const everything = board.frames.join('\n');
    expect(everything).toContain('Procedure');
    for (const secret of Object.values(patient)) expect(everything).not.toContain(secret);
  });

  it('a person watching the same day still gets the names', async () => {
    const person = await connectSocket(baseUrl, await t.login('physician'));
    sockets.push(person);
    await joinRoom(person, rooms.day(practiceDays(t).today));
    const upserted = nextEvent(person, 'event:upserted');
    await t.call(
      dailyScheduleContract.create,
      { body: todaysProcedure({ patient_first_name: 'Ines', patient_last_name: 'Okonkwo', patient_mrn: 'MRN-1' }) },
      staff,
    );
    expect(JSON.stringify(await upserted)).toContain('Okonkwo');
  });

  it('allowing names reaches the board live: settings pushed, socket moved, names from then on; and back', async () => {
    const board = await liveBoard('OR internal');
    const { today } = practiceDays(t);
    await joinRoom(board.socket, rooms.boardDay(today));
    const settings = nextEvent(board.socket, 'board:settings-changed');
    await t.call(boardsContract.update, { params: { id: board.id }, body: { allow_names: 1 } }, admin);
    expect(await settings).toMatchObject({ id: board.id, allow_names: 1 });
    const named = nextEvent(board.socket, 'event:upserted');
    await t.call(
      dailyScheduleContract.create,
      {
        body: todaysProcedure({ patient_first_name: 'Rosalind', patient_last_name: 'Pemberton', patient_mrn: 'MRN-2' }),
      },
      staff,
    );
    expect(JSON.stringify(await named)).toContain('Pemberton');
    const rejoined = await joinRoom<BoardDay>(board.socket, rooms.boardDay(today));
    expect(JSON.stringify(rejoined)).toContain('Pemberton');

    const maskedAgain = nextEvent(board.socket, 'board:settings-changed');
    await t.call(boardsContract.update, { params: { id: board.id }, body: { allow_names: 0 } }, admin);
    await maskedAgain;
    const framesBefore = board.frames.length;
    const masked = nextEvent(board.socket, 'event:upserted');
    await t.call(
      dailyScheduleContract.create,
      {
        body: todaysProcedure({
          patient_first_name: 'Cordelia',
          patient_last_name: 'Higginbotham',
          patient_mrn: 'MRN-3',
        }),
      },
      staff,
    );
    await masked;
    await settle();
    const after = board.frames.slice(framesBefore).join('\n');
    expect(after).not.toContain('Higginbotham');
    expect(after).not.toContain('MRN-3');
  });

  it('show the board online in the list while connected, and the administrators hear of it', async () => {
    const watcher = await connectSocket(baseUrl, admin);
    sockets.push(watcher);
    await joinRoom(watcher, rooms.list('users'));
    const board = await registerBoard(t, admin, 'Online check');
    const online = new Promise((resolve) =>
      watcher.on('board:upserted', (record) => record.id === board.id && record.online && resolve(record)),
    );
    const { socket } = await connectBoard(baseUrl, board.token);
    sockets.push(socket);
    await online;
    const listed = answered(await t.call(boardsContract.list, {}, admin)).boards.find(
      (item: { id: number }) => item.id === board.id,
    );
    expect(listed).toMatchObject({ online: true, last_seen_at: expect.any(String) });
    const offline = new Promise((resolve) =>
      watcher.on('board:upserted', (record) => record.id === board.id && !record.online && resolve(record)),
    );
    socket.close();
    await offline;
    const later = answered(await t.call(boardsContract.list, {}, admin)).boards.find(
      (item: { id: number }) => item.id === board.id,
    );
    expect(later!.online).toBe(false);
  });

  it('turning a board off tells its screen, closes its socket and refuses it from then on', async () => {
    const board = await liveBoard('To retire');
    await joinRoom(board.socket, rooms.boardDay(practiceDays(t).today));
    const ended = nextEvent(board.socket, 'board:ended');
    const closed = new Promise((resolve) => board.socket.once('disconnect', resolve));
    expect((await t.call(boardsContract.turnOff, { params: { id: board.id } }, admin)).status).toBe(200);
    expect(await ended).toEqual({ reason: 'turned-off' });
    await closed;
    await expect(connectBoard(baseUrl, board.token)).rejects.toThrow('This board has been turned off.');
  });

  it('a board socket cannot announce edit presence', async () => {
    const { socket } = await liveBoard();
    const answer = await socket.timeout(2_000).emitWithAck('presence:edit', { month: null });
    expect(answer).toMatchObject({ ok: false });
  });

  it('a day no board is watching gets no board copy; a board that joins later gets the next event in sequence', async () => {
    const date = practiceDays(t).readable[3]!;
    const [named, masked] = [rooms.boardDayVariant(date, 'named'), rooms.boardDayVariant(date, 'masked')];
    const numbers = () => Promise.all([t.app.roomSequences.current(named), t.app.roomSequences.current(masked)]);
    const before = await numbers();
    const onDay = (hour: string) =>
      procedureBody(surgeons[0]!, { event_date: date, start_time: `${hour}:00`, end_time: `${hour}:30` });
    expect((await t.call(dailyScheduleContract.create, { body: onDay('20') }, staff)).status).toBe(201);
    expect(await numbers()).toEqual(before);

    const board = await liveBoard('Late riser');
    const joined = await joinRoomWithSeq<BoardDay>(board.socket, rooms.boardDay(date));
    expect(joined.seq).toBe(before[1]);
    expect(JSON.stringify(joined.data)).toContain('20:00');
    const events = recordRoomEvents(board.socket, 'event:upserted');
    const upserted = nextEvent(board.socket, 'event:upserted');
    expect((await t.call(dailyScheduleContract.create, { body: onDay('21') }, staff)).status).toBe(201);
    await upserted;
    expect(events.map((event) => event.meta)).toEqual([{ room: masked, seq: before[1]! + 1 }]);
    expect(await numbers()).toEqual([before[0], before[1]! + 1]);
  });
});
