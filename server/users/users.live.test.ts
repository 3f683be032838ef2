import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { authContract } from '../../shared/contract/auth.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socketFor(token: string) {
  const socket = await connectSocket(baseUrl, token);
  sockets.push(socket);
  return socket;
}

describe('the live channel', () => {
  it('refuses a socket without a token or with a bad one', async () => {
    await expect(connectSocket(baseUrl, undefined)).rejects.toThrow('Unauthenticated.');
    await expect(connectSocket(baseUrl, 'not-a-token')).rejects.toThrow('Unauthenticated.');
  });

  it('refuses a socket after its session logged out', async () => {
    const token = await t.login('ceo');
    await t.call(authContract.logout, {}, token);
    await expect(connectSocket(baseUrl, token)).rejects.toThrow('Unauthenticated.');
  });

  it('lets a user join only their own user room, and refuses unknown rooms', async () => {
    const token = await t.login('staff');
    const socket = await socketFor(token);
    const ownId = await t.userId('staff');
    await expect(joinRoom(socket, rooms.user(ownId))).resolves.toBeDefined();
    await expect(joinRoom(socket, rooms.user(ownId + 1))).rejects.toThrow('Forbidden.');
    await expect(joinRoom(socket, 'everything')).rejects.toThrow('Unknown room.');
    await expect(joinRoom(socket, rooms.list('users'))).rejects.toThrow('Forbidden.');
  });

  it("shows one administrator another administrator's user edit, with the snapshot first", async () => {
    const adminToken = await t.login('admin');
    const watcher = await socketFor(adminToken);
    const snapshot = await joinRoom<{ users: { users: { username: string }[] } }>(watcher, rooms.list('users'));
    expect(snapshot.users.users.map((user) => user.username)).toContain('physician');

    const upserted = nextEvent(watcher, 'user:upserted');
    const id = await t.userId('dreyes');
    const current = answered(await t.call(usersContract.get, { params: { id } }, adminToken)).user;
    await t.call(usersContract.update, { params: { id }, body: { ...current, name: 'David A. Reyes' } }, adminToken);
    const event = await upserted;
    expect(event).toMatchObject({ id, name: 'David A. Reyes', version: current.version + 1 });
    expect(JSON.stringify(event)).not.toContain('password');
  });

  it("tells a deactivated user's sockets and disconnects them", async () => {
    const token = await t.login('mchen');
    const socket = await socketFor(token);
    const ended = nextEvent(socket, 'session:ended');
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const adminToken = await t.login('admin');
    const id = await t.userId('mchen');
    const current = answered(await t.call(usersContract.get, { params: { id } }, adminToken)).user;
    await t.call(usersContract.update, { params: { id }, body: { ...current, user_status: 0 } }, adminToken);
    expect(await ended).toEqual({ reason: 'deactivated' });
    await disconnected;
    expect(socket.connected).toBe(false);
  });

  it('disconnects the sockets of a session that logs out, and only those', async () => {
    const first = await t.login('physician');
    const second = await t.login('physician');
    const loggingOut = await socketFor(first);
    const staying = await socketFor(second);
    const ended = nextEvent(loggingOut, 'session:ended');
    await t.call(authContract.logout, {}, first);
    expect(await ended).toEqual({ reason: 'logout' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(staying.connected).toBe(true);
  });
});
