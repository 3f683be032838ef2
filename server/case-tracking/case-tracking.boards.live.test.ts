import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import type { BoardDay } from '../../shared/schemas/boards.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { connectBoard, practiceDays, registerBoard } from '../boards/boards.test-support.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import {
  addCase,
  buildCancel,
  buildCorrection,
  buildDelay,
  buildMilestone,
} from './case-tracking.factories.test-support.js';

let t: TestApp;
let staff: string;
let board: { socket: TestSocket; frames: string[]; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.listen();
  staff = await t.login('staff');
  const registered = await registerBoard(t, await t.login('admin'), 'Masked corridor');
  board = { ...registered, ...(await connectBoard(baseUrl, registered.token)) };
  await joinRoom(board.socket, rooms.boardDay(practiceDays(t).today));
});
afterAll(async () => {
  board.socket.close();
  await t.close();
});

const SECRETS = {
  delay: 'Mr Quimby-Larkspur phoned from the bus',
  correction: 'Vexley family asked to wait',
  cancel: 'Drax results came back positive',
};

describe("a masked board gets a case's steps, times and listed reasons, never the text typed with them", () => {
  it('in every pushed case:progress, the board day snapshot and GET /api/board/day', async () => {
    const api = t.api(staff);
    const { today } = practiceDays(t);
    const eventId = await addCase(api, await t.userId('mchen'), {
      event_date: today,
      start_time: '23:30',
      end_time: '23:45',
    });
    const url = (rest: string) => `/api/case-tracking/${eventId}${rest}`;
    const writes = [
      () => api.post(url('/milestones'), buildMilestone()),
      () => api.post(url('/delay'), buildDelay({ reason: 'Other', note: SECRETS.delay, version: 1 })),
      async () => {
        const checkedIn = (await api.get<CaseProgress>(url(''))).body.milestones[0]!;
        const body = { date: checkedIn.date, time: checkedIn.time, reason: SECRETS.correction, version: 2 };
        return api.put(url('/milestones/checked_in'), buildCorrection(body));
      },
      () => api.post(url('/cancel'), buildCancel({ reason: 'Patient declined', note: SECRETS.cancel, version: 3 })),
    ];
    let answered = '';
    for (const write of writes) {
      const pushed = nextEvent(board.socket, 'case:progress');
      const answer = await write();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      answered += JSON.stringify(answer.body);
      expect(await pushed).toMatchObject({ event_id: eventId, version: (answer.body as CaseProgress).version });
    }
    // The people's answers hold every text: the board's copy is what removed them.
    for (const text of Object.values(SECRETS)) expect(answered).toContain(text);

    const snapshot = await joinRoom<BoardDay>(board.socket, rooms.boardDay(today));
    expect(snapshot['case-tracking'].cases[String(eventId)]).toMatchObject({
      step: 'checked_in',
      delay: { reason: 'Other', note: '' },
      cancellation: { reason: 'Patient declined', note: '' },
      milestones: [{ step: 'checked_in', correction_reason: null }],
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/board/day?date=${today}`,
      headers: { authorization: `Bearer ${board.token}` },
    });
    expect(read.statusCode).toBe(200);
    const everything = [...board.frames, JSON.stringify(snapshot), read.body].join('\n');
    expect(everything).toContain('Patient declined');
    for (const [what, text] of Object.entries(SECRETS)) expect(everything, what).not.toContain(text);
  });
});
