import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { RedisClient } from '../realtime/redis.js';

/** The machine's Redis, shared with other test runs: use `uniquePrefix()` keys, never FLUSHALL. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

export const uniquePrefix = () => `portal-test-${randomBytes(4).toString('hex')}:`;

/** A connected client, and the keys under `prefix` removed when it closes. */
export async function connectTestRedis(
  prefix: string,
  url = TEST_REDIS_URL,
): Promise<{ redis: RedisClient; close: () => Promise<void> }> {
  const redis: RedisClient = createClient({ url });
  redis.on('error', () => undefined);
  await redis.connect();
  return {
    redis,
    async close() {
      const keys: string[] = [];
      for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
      if (keys.length > 0) await redis.del(keys);
      await redis.quit();
    },
  };
}

/** Logs nothing, remembers what it would have said (a test asserts the outage was noticed). */
export function quietLog() {
  const lines: string[] = [];
  return {
    lines,
    warn: (_: object, message: string) => lines.push(message),
    info: (_: object, message: string) => lines.push(message),
  };
}
