import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRedis } from '../realtime/redis-guard.js';
import type { RedisClient } from '../realtime/redis.js';
import { connectTestRedis, quietLog, redisReachable, uniquePrefix } from '../test/redis-reachable.js';
import { MAX_FAILURES_PER_USERNAME, WINDOW_MS } from './login-throttle.js';
import { RedisLoginThrottle } from './login-throttle.redis.js';

const reachable = await redisReachable();
if (!reachable) console.warn('Redis is not reachable on loopback: the shared sign-in throttle tests are skipped.');

describe.skipIf(!reachable)('the sign-in throttle shared through Redis', () => {
  const prefix = uniquePrefix();
  let redis: RedisClient;
  let close: () => Promise<void>;
  const node = () => new RedisLoginThrottle(guardRedis(redis, quietLog(), 'throttle'), prefix);

  beforeAll(async () => ({ redis, close } = await connectTestRedis(prefix)));
  afterAll(() => close?.());

  it('five failures on one node close the username on another, for the rest of the window', async () => {
    const [a, b] = [node(), node()];
    for (let n = 1; n < MAX_FAILURES_PER_USERNAME; n += 1) await a.recordFailure('Mallory', `10.0.0.${n}`);
    expect(await b.retryAfter('mallory', '10.9.9.9')).toBe(0);
    await a.recordFailure('MALLORY', '10.0.0.9');
    const wait = await b.retryAfter('mallory', '10.9.9.9');
    expect(wait).toBeGreaterThan(WINDOW_MS - 5_000);
    expect(wait).toBeLessThanOrEqual(WINDOW_MS);
    expect(await redis.pTTL(`${prefix}login-failures:u:mallory`)).toBeGreaterThan(0);
    expect(await b.retryAfter('someone-else', '10.9.9.9')).toBe(0);
  });

  it('a success on any node clears the username for every node', async () => {
    const [a, b] = [node(), node()];
    for (let n = 0; n < 3; n += 1) await a.recordFailure('trudy', '10.1.0.1');
    await b.recordSuccess('trudy');
    for (let n = 0; n < 3; n += 1) await b.recordFailure('trudy', '10.1.0.2');
    expect(await a.retryAfter('trudy', '10.1.0.3')).toBe(0);
  });

  it('failures counted by one node never outlive a success on another (no second count in memory)', async () => {
    const [a, b] = [node(), node()];
    for (let n = 0; n < 4; n += 1) await b.recordFailure('oscar', '10.4.0.1');
    await a.recordSuccess('oscar');
    await b.recordFailure('oscar', '10.4.0.1');
    expect(await b.retryAfter('oscar', '10.4.0.1')).toBe(0);
  });

  it('twenty failures from one address close it for every username', async () => {
    const [a, b] = [node(), node()];
    for (let n = 0; n < 20; n += 1) await (n % 2 ? a : b).recordFailure(`user${n}`, '10.2.0.1');
    expect(await a.retryAfter('fresh-user', '10.2.0.1')).toBeGreaterThan(0);
    expect(await a.retryAfter('fresh-user', '10.2.0.2')).toBe(0);
  });

  it('without Redis, sign-in checks go on and the node counts failures itself', async () => {
    const offline = createClient({ url: 'redis://127.0.0.1:1' }); // never connected
    const log = quietLog();
    const alone = new RedisLoginThrottle(guardRedis(offline, log, 'throttle'), prefix);
    expect(await alone.retryAfter('eve', '10.3.0.1')).toBe(0);
    for (let n = 0; n < MAX_FAILURES_PER_USERNAME; n += 1) await alone.recordFailure('eve', '10.3.0.1');
    expect(await alone.retryAfter('eve', '10.3.0.2')).toBeGreaterThan(0);
    expect(log.lines).toHaveLength(1);
  });
});
