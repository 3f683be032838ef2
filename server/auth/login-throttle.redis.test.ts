import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRedis } from '../realtime/redis-guard.js';
import type { RedisClient } from '../realtime/redis.js';
import { connectTestRedis, quietLog, redisReachable, uniquePrefix } from '../test/redis-reachable.js';
import {
  FREE_ATTEMPTS_PER_USERNAME,
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_ATTEMPTS_PER_DEVICE,
  MAX_ATTEMPTS_PER_PAIR,
  SLOWDOWN_BASE_MS,
  WINDOW_MS,
} from './login-throttle.js';
import { RedisLoginThrottle } from './login-throttle.redis.js';
import { waitFor } from './auth.test-support.js';

const reachable = await redisReachable();
if (!reachable) console.warn('Redis is not reachable on loopback: the shared sign-in throttle tests are skipped.');

describe.skipIf(!reachable)('the sign-in throttle shared through Redis', () => {
  const prefix = uniquePrefix();
  let redis: RedisClient;
  let close: () => Promise<void>;
  const node = () => new RedisLoginThrottle(guardRedis(redis, quietLog(), 'throttle'), prefix);
  const times = (count: number) => Array.from({ length: count }, (_, index) => index);

  beforeAll(async () => ({ redis, close } = await connectTestRedis(prefix)));
  afterAll(() => close?.());

  it('counts before the check, atomically: of 40 parallel attempts through two nodes, the limit pass', async () => {
    const [a, b] = [node(), node()];
    const waits = await Promise.all(times(40).map((n) => waitFor(n % 2 ? a : b, 'Mallory', '10.0.0.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(MAX_ATTEMPTS_PER_PAIR);
    const refused = waits.filter((wait) => wait > 0);
    expect(Math.min(...refused)).toBeGreaterThan(WINDOW_MS - 10_000);
    expect(Math.max(...refused)).toBeLessThanOrEqual(WINDOW_MS);
    // The pair is closed on every node; the owner, elsewhere, is not.
    expect(await waitFor(a, 'MALLORY', '10.0.0.1')).toBeGreaterThan(0);
    expect(await waitFor(b, 'mallory', '10.9.9.9')).toBe(0);
  });

  it('a success takes its attempt back and opens the pair again', async () => {
    const [a, b] = [node(), node()];
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR - 1)) expect(await waitFor(a, 'trudy', '10.1.0.1')).toBe(0);
    expect(await waitFor(b, 'trudy', '10.1.0.1')).toBe(0);
    await b.succeeded('trudy', { address: '10.1.0.1' }, 'address');
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) expect(await waitFor(a, 'trudy', '10.1.0.1')).toBe(0);
    expect(await waitFor(a, 'trudy', '10.1.0.1')).toBeGreaterThan(0);
  });

  it('twenty attempts from one address close it on every node, except to a device with its cookie, up to its own limit', async () => {
    const [a, b] = [node(), node()];
    for (const n of times(MAX_ATTEMPTS_PER_ADDRESS))
      expect(await waitFor(n % 2 ? a : b, `user${n}`, '10.2.0.1')).toBe(0);
    expect(await waitFor(a, 'fresh-user', '10.2.0.1')).toBeGreaterThan(0);
    expect(await waitFor(b, 'oscar', '10.2.0.1')).toBeGreaterThan(0); // oscar, behind the same NAT, without his cookie
    for (const n of times(MAX_ATTEMPTS_PER_DEVICE))
      expect(await (n % 2 ? a : b).reserve('oscar', { address: '10.2.0.1', device: 'oscar-pc' })).toEqual({
        waitMs: 0,
        lane: 'device',
      });
    expect(await waitFor(a, 'oscar', '10.2.0.1', 'oscar-pc')).toBeGreaterThan(0);
    await b.succeeded('oscar', { address: '10.2.0.1', device: 'oscar-pc' }, 'address');
    expect(await waitFor(a, 'oscar', '10.2.0.1', 'oscar-pc')).toBe(0);
    expect(await redis.exists(`${prefix}login:d:oscar-pc`)).toBe(1);
    expect(await waitFor(a, 'fresh-user', '10.2.0.2')).toBe(0);
  });

  it('slows a username down, never locks it: after the free attempts each next one waits a growing gap', async () => {
    const [a, b] = [node(), node()];
    for (const n of times(FREE_ATTEMPTS_PER_USERNAME)) expect(await waitFor(a, 'peggy', `10.3.${n}.1`)).toBe(0);
    const wait = await waitFor(b, 'peggy', '10.3.200.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SLOWDOWN_BASE_MS);
    // The same as a sign-in the moment the gap has passed.
    await redis.hSet(`${prefix}login:u:peggy`, 'last', Date.now() - SLOWDOWN_BASE_MS);
    expect(await waitFor(b, 'peggy', '10.3.200.1')).toBe(0);
    const doubled = await waitFor(a, 'peggy', '10.3.201.1');
    expect(doubled).toBeGreaterThan(SLOWDOWN_BASE_MS);
    expect(doubled).toBeLessThanOrEqual(2 * SLOWDOWN_BASE_MS);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const a = node();
    for (const n of times(MAX_ATTEMPTS_PER_PAIR)) expect(await waitFor(a, 'victor', `2001:db8:5:6::${n + 1}`)).toBe(0);
    expect(await waitFor(a, 'victor', '2001:0db8:0005:0006:ffff:1:2:3')).toBeGreaterThan(0);
    expect(await waitFor(a, 'victor', '2001:db8:5:7::1')).toBe(0);
    expect(await redis.exists(`${prefix}login:p:victor|2001:db8:5:6::/64`)).toBe(1);
  });

  it('without Redis, sign-in checks go on and the node counts attempts itself', async () => {
    const offline = createClient({ url: 'redis://127.0.0.1:1' }); // never connected
    const log = quietLog();
    const alone = new RedisLoginThrottle(guardRedis(offline, log, 'throttle'), prefix);
    for (const _ of times(MAX_ATTEMPTS_PER_PAIR)) expect(await waitFor(alone, 'eve', '10.4.0.1')).toBe(0);
    expect(await waitFor(alone, 'eve', '10.4.0.1')).toBeGreaterThan(0);
    expect(await waitFor(alone, 'eve', '10.4.0.2')).toBe(0);
    expect(log.lines).toHaveLength(1);
  });
});
