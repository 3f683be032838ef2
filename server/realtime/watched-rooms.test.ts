import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, settle, type TestSocket } from '../test/sockets.js';
import { watchedRooms } from './watched-rooms.js';

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

describe('watchedRooms (one node, no Redis)', () => {
  it('answers the rooms with a socket in them, the same way here, everywhere and room by room', async () => {
    const watched = watchedRooms(t.app.io);
    const day = rooms.day('2031-04-05');
    expect(watched.mayHaveMembers(day)).toBe(false);
    await joinRoom(socket, day);
    expect(watched.here()).toContain(day);
    expect(await watched.everywhere()).toContain(day);
    expect(watched.mayHaveMembers(day)).toBe(true);

    await socket.timeout(5_000).emitWithAck('room:leave', day);
    await settle(20);
    expect(watched.here()).not.toContain(day);
    expect(watched.mayHaveMembers(day)).toBe(false);
  });
});
