import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import { connectTestRedis, redisReachable, uniquePrefix } from '../test/redis-reachable.js';
import { connectSocket, joinRoom, type TestSocket } from '../test/sockets.js';
import { SESSION_JOINS, USER_JOINS } from './person-join-limits.js';
import type { RedisClient } from './redis.js';
import { joinAtOnce, looksAt } from './realtime.test-support.js';

const reachable = await redisReachable();
if (!reachable)
  console.warn('Redis is not reachable on loopback: the shared join limits and read audit tests are skipped.');

describe.skipIf(!reachable)('two nodes sharing Redis share the join limits and the audit of room reads', () => {
  const prefix = uniquePrefix();
  const closers: (() => Promise<void>)[] = [];
  const sockets: TestSocket[] = [];
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  let urlA: string;
  let urlB: string;
  let redis: RedisClient;

  beforeAll(async () => {
    const [a, b] = [await connectTestRedis(prefix), await connectTestRedis(prefix)];
    redis = a.redis;
    closers.push(a.close, b.close);
    nodeA = await createTestApp({ redis: a.redis, config: { redisKeyPrefix: prefix } });
    nodeB = await buildApp({
      config: testConfig({ databaseUrl: nodeA.app.config.databaseUrl, redisKeyPrefix: prefix }),
      db: nodeA.db,
      redis: b.redis,
      clock: nodeA.clock,
    });
    urlA = await nodeA.listen();
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const address = nodeB.server.address();
    urlB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await nodeB?.close();
    await nodeA?.close();
    for (const close of closers) await close();
  });

  const open = async (url: string, token: string, count: number) => {
    const opened = await Promise.all(Array.from({ length: count }, () => connectSocket(url, token)));
    sockets.push(...opened);
    return opened;
  };

  it("a session's sockets on both nodes get the session's joins together, not each node's", async () => {
    const token = await nodeA.login('physician');
    const both = [...(await open(urlA, token, 10)), ...(await open(urlB, token, 10))];
    const joins = await joinAtOnce(both, rooms.list('rounds'), 8, SESSION_JOINS);
    expect(joins.admitted + joins.limited).toBe(160);
    expect(joins.admitted).toBeGreaterThanOrEqual(SESSION_JOINS.burst);
    expect(joins.admitted).toBeLessThanOrEqual(joins.mostAllowed);
    const keys = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}joins:*`, COUNT: 100 })) keys.push(...batch);
    expect(keys.sort()).toEqual([
      expect.stringMatching(new RegExp(`^${prefix}joins:s:`)),
      `${prefix}joins:u:${await nodeA.userId('physician')}`,
    ]);
    expect(await looksAt(nodeA.db, await nodeA.userId('physician'), 'rounds')).toBe(1);
  });

  it("a user's sessions on both nodes get the user's joins together; another user is not held back", async () => {
    const sessions = [
      await nodeA.login('pnatarajan'),
      await nodeA.login('pnatarajan'),
      await nodeA.login('pnatarajan'),
    ];
    const many = [
      ...(await open(urlA, sessions[0]!, 4)),
      ...(await open(urlB, sessions[1]!, 4)),
      ...(await open(urlB, sessions[2]!, 4)),
    ];
    const other = await open(urlB, await nodeA.login('staff'), 1);
    const [joins, others] = await Promise.all([
      joinAtOnce(many, rooms.list('operative-log'), 15, USER_JOINS),
      joinAtOnce(other, rooms.list('operative-log'), 20, SESSION_JOINS),
    ]);
    expect(joins.admitted + joins.limited).toBe(180);
    expect(joins.admitted).toBeGreaterThanOrEqual(USER_JOINS.burst);
    expect(joins.admitted).toBeLessThanOrEqual(joins.mostAllowed);
    expect(others).toMatchObject({ admitted: 20, limited: 0 });
  });

  it('a session rejoining a room through the other node within the window is recorded once; another session again', async () => {
    const token = await nodeA.login('mchen');
    const day = rooms.day('2031-03-04');
    await joinRoom((await open(urlA, token, 1))[0]!, day);
    await joinRoom((await open(urlB, token, 1))[0]!, day);
    await joinRoom((await open(urlA, token, 1))[0]!, day);
    const mchen = await nodeA.userId('mchen');
    expect(await looksAt(nodeA.db, mchen, '2031-03-04')).toBe(1);
    await joinRoom((await open(urlB, await nodeA.login('mchen'), 1))[0]!, day);
    expect(await looksAt(nodeA.db, mchen, '2031-03-04')).toBe(2);
  });
});
