import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import { connectSocket, joinRoom, nextEvent } from '../test/sockets.js';
import { attachRedisAdapter } from './redis-adapter.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}
const reachable = await redisReachable();
if (!reachable) console.warn('Redis is not reachable on loopback: the two-node check is skipped.');

describe.skipIf(!reachable)('two server processes with REDIS_URL', () => {
  let nodeA: TestApp;
  let nodeB: Awaited<ReturnType<typeof buildApp>>;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const prefix = `portal-test-${randomBytes(4).toString('hex')}`;
    nodeA = await createTestApp();
    nodeB = await buildApp({ config: testConfig(), db: nodeA.db });
    closers.push(await attachRedisAdapter(nodeA.app.io, REDIS_URL, prefix, nodeA.app.log));
    closers.push(await attachRedisAdapter(nodeB.io, REDIS_URL, prefix, nodeB.log));
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    for (const close of closers) await close();
  });

  it('delivers a change saved on one node to a socket held by the other', async () => {
    await nodeA.listen();
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const address = nodeB.server.address();
    const baseUrlB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const token = await nodeA.login('admin');
    const socket = await connectSocket(baseUrlB, token);
    await joinRoom(socket, rooms.list('users'));
    const upserted = nextEvent(socket, 'user:upserted');

    const id = await nodeA.userId('ceo');
    const current = (await nodeA.api(token).get(`/api/users/${id}`)).body.user;
    await nodeA.api(token).post(`/api/users/${id}`, { ...current, name: 'Richard J. Hale' });
    expect(await upserted).toMatchObject({ id, name: 'Richard J. Hale' });
    socket.close();
  });
});
