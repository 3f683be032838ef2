import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, recordEvents, type TestSocket } from '../test/sockets.js';

/** One scheduler's pending suggestions reach the month's other schedulers live, and go when they do. */
const MONTH = '2031-06';
const CELLS = [
  { date: '2031-06-03', slot: 'surgeon_1st' as const, surgeon_id: 5 },
  { date: '2031-06-03', slot: 'surgeon_2nd' as const, surgeon_id: 6 },
];

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ now: '2031-05-20T09:00' });
  baseUrl = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function inMonth(username: string): Promise<TestSocket> {
  const socket = await connectSocket(baseUrl, await t.login(username));
  sockets.push(socket);
  await joinRoom(socket, rooms.month(MONTH));
  return socket;
}
const share = (socket: TestSocket, payload: unknown) =>
  socket.timeout(5_000).emitWithAck('call-suggestions:share', payload as never);

describe("'call-suggestions:share'", () => {
  it("shows one scheduler's suggestions to the other with who sent them, and clears them when the sender leaves", async () => {
    const staff = await inMonth('staff');
    const admin = await inMonth('admin');
    const seen = nextEvent(admin, 'call-suggestions:shared');
    expect(await share(staff, { month: MONTH, cells: CELLS })).toEqual({ ok: true, data: null });
    const shared = await seen;
    expect(shared).toMatchObject({ month: MONTH, cells: CELLS, by: { id: await t.userId('staff') } });

    const cleared = nextEvent(admin, 'call-suggestions:shared');
    staff.close();
    expect(await cleared).toMatchObject({ month: MONTH, cells: [], by: { id: await t.userId('staff') } });
  });

  it('is refused to a non-scheduler, outside the month room, for a day of another month, and in a flood', async () => {
    const physician = await inMonth('physician');
    expect(await share(physician, { month: MONTH, cells: CELLS })).toEqual({ ok: false, error: 'Forbidden.' });

    const admin = await inMonth('admin');
    const watcher = await inMonth('ceo');
    const heard = recordEvents(watcher, 'call-suggestions:shared');
    expect((await share(admin, { month: '2031-07', cells: [] })).ok).toBe(false);
    const otherMonth = await share(admin, { month: MONTH, cells: [{ ...CELLS[0], date: '2031-07-01' }] });
    expect(otherMonth).toEqual({ ok: false, error: 'Bad suggestions payload.' });
    expect((await share(admin, { month: MONTH, cells: Array(125).fill(CELLS[0]) })).ok).toBe(false);
    expect(heard).toEqual([]);

    // Sent at once, as a stuck page would: the first ten of the second go out, the rest are refused.
    const answers = await Promise.all(Array.from({ length: 40 }, () => share(admin, { month: MONTH, cells: CELLS })));
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true);
    expect(answers).toContainEqual({ ok: false, error: 'Too many shares; try again in a moment.' });
  });
});
