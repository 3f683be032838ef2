import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { buildApp } from '../app.js';
import { cuttablePath, type CuttablePath } from '../test/cuttable-path.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import { redisReachable, TEST_REDIS_URL, uniquePrefix } from '../test/redis-reachable.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { attachRedisAdapter } from './redis-adapter.js';

const reachable = await redisReachable();
if (!reachable) console.warn('Redis is not reachable on loopback: the late-Redis check is skipped.');

/**
 * Node A starts while its path to Redis is cut: it does not wait (it keeps socket.io's own
 * adapter), and once Redis answers it installs the Redis adapter and its clients reconnect, so a
 * change saved on node B reaches a socket held by node A.
 */
describe.skipIf(!reachable)('a node started while Redis is down', () => {
  let nodeA: TestApp;
  let nodeB: Awaited<ReturnType<typeof buildApp>>;
  let pathOfA: CuttablePath;
  let baseUrlA: string;
  const closers: (() => Promise<void>)[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const prefix = uniquePrefix();
    pathOfA = await cuttablePath(TEST_REDIS_URL);
    await pathOfA.cut();
    nodeA = await createTestApp();
    nodeB = await buildApp({ config: testConfig(), db: nodeA.db, clock: nodeA.clock });
    const started = Date.now();
    const adapterOfA = await attachRedisAdapter(nodeA.app.io, pathOfA.url, prefix, nodeA.app.log, 500);
    expect(Date.now() - started).toBeLessThan(5_000); // it did not wait for Redis
    expect(adapterOfA.link.down).toBe(true);
    nodeA.app.publisher.watchCrossNodeLink(adapterOfA.link);
    closers.push(adapterOfA.close);
    closers.push((await attachRedisAdapter(nodeB.io, TEST_REDIS_URL, prefix, nodeB.log)).close);
    baseUrlA = await nodeA.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
    for (const close of closers) await close();
    await pathOfA?.close();
  });

  it("joins rooms meanwhile, and once Redis answers receives the other node's events", async () => {
    const token = await nodeA.login('admin');
    const socket = await connectSocket(baseUrlA, token);
    sockets.push(socket);
    await joinRoom(socket, rooms.list('users'));
    const reconnected = new Promise((resolve) => socket.io.once('close', resolve));

    await pathOfA.restore();
    // The Redis adapter replaces the local one: the client's transport is closed so it rejoins.
    await reconnected;
    socket.connect();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await joinRoom(socket, rooms.list('users'));

    const upserted = nextEvent(socket, 'user:upserted');
    const id = await nodeA.userId('ceo');
    const current = await nodeB.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const saved = await nodeB.inject({
      method: 'POST',
      url: `/api/users/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...(current.json() as { user: object }).user, name: 'Richard Late Hale' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await upserted).toMatchObject({ id, name: 'Richard Late Hale' });
  }, 30_000);
});
