import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, settle, type TestSocket } from '../test/sockets.js';
import { authContract } from '../../shared/contract/auth.js';

let t: TestApp;
let socket: TestSocket;
beforeAll(async () => {
  t = await createTestApp();
  socket = await connectSocket(await t.listen(), await t.login('staff'));
});
afterAll(async () => {
  socket.close();
  await t.close();
});

describe('malformed socket messages', () => {
  it('are refused or ignored, and the socket and server carry on', async () => {
    const raw = socket as unknown as {
      emit: (...args: unknown[]) => void;
      timeout: (ms: number) => { emitWithAck: (...args: unknown[]) => Promise<unknown> };
    };
    for (const room of [{ a: 1 }, 42, null, 'x'.repeat(10_000), ['day:2025-01-01'], 'month:2025-00', 'user:1 ']) {
      expect(await raw.timeout(2_000).emitWithAck('room:join', room)).toMatchObject({ ok: false });
    }
    raw.emit('room:join', 'day:2025-01-01'); // no ack function
    raw.emit('room:leave', { not: 'a room' });
    raw.emit('presence:edit', 'garbage');
    raw.emit('presence:edit', { month: 12 }, 'not-a-function');
    raw.emit('no-such-event', { anything: true });
    expect(await raw.timeout(2_000).emitWithAck('presence:edit', { month: '2025-13' })).toMatchObject({ ok: false });
    await settle();
    expect(socket.connected).toBe(true);
    await expect(joinRoom(socket, rooms.day('2025-01-01'))).resolves.toHaveProperty('daily-schedule');
    expect((await t.call(authContract.currentUser, {}, await t.login('admin'))).status).toBe(200);
  });
});
