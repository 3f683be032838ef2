import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRedis } from '../realtime/redis-guard.js';
import type { RedisClient } from '../realtime/redis.js';
import { connectTestRedis, quietLog, redisReachable, uniquePrefix } from '../test/redis-reachable.js';
import { RedisEditPresence } from './presence.redis.js';

const reachable = await redisReachable();
if (!reachable) console.warn('Redis is not reachable on loopback: the shared presence tests are skipped.');

const ann = { id: 1, name: 'Ann' };
const bob = { id: 2, name: 'Bob' };

describe.skipIf(!reachable)('edit presence shared through Redis', () => {
  const prefix = uniquePrefix();
  let redis: RedisClient;
  let close: () => Promise<void>;
  let now = 1_000_000;
  const clock = () => now;
  const node = () => new RedisEditPresence(guardRedis(redis, quietLog(), 'presence'), prefix, 10_000, clock);

  beforeAll(async () => ({ redis, close } = await connectTestRedis(prefix)));
  afterAll(() => close?.());

  it('lists the editors of every node, each person once, and forgets one that leaves', async () => {
    const [a, b] = [node(), node()];
    await a.set('s1', '2026-11', ann);
    await b.set('s1', '2026-11', bob); // the same socket id on another node is another socket
    await b.set('s2', '2026-11', ann);
    expect(await a.editors('2026-11')).toEqual([ann, bob]);
    expect(await b.editors('2026-11')).toEqual([ann, bob]);
    await b.remove('s1');
    expect(await a.editors('2026-11')).toEqual([ann]);
    await b.set('s2', '2026-12', ann);
    await a.leaveMonth('s1', '2026-11');
    expect(await b.editors('2026-11')).toEqual([]);
    expect(await a.editors('2026-12')).toEqual([ann]);
  });

  it('forgets the editors of a node that went silent after the time to live, and the keys expire', async () => {
    const [a, b] = [node(), node()];
    await a.set('s1', '2027-01', ann);
    await b.set('s1', '2027-01', bob);
    now += 6_000;
    await a.set('s1', '2027-01', ann); // heartbeat; node b died without a word
    now += 6_000;
    expect(await a.sweep(['2027-01'])).toEqual(['2027-01']);
    expect(await a.editors('2027-01')).toEqual([ann]);
    expect(await redis.zCard(`${prefix}presence:2027-01`)).toBe(1);
    expect(await redis.pTTL(`${prefix}presence:2027-01`)).toBeGreaterThan(0);
  });

  it('without Redis, a node still lists its own editors', async () => {
    const offline = createClient({ url: 'redis://127.0.0.1:1' }); // never connected
    const log = quietLog();
    const alone = new RedisEditPresence(guardRedis(offline, log, 'presence'), prefix, 10_000, clock);
    await alone.set('s1', '2027-02', bob);
    expect(await alone.editors('2027-02')).toEqual([bob]);
    expect(log.lines).toEqual(["Redis unavailable: presence falls back to this node's memory"]);
  });
});
