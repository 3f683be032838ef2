import type { RedisClient } from './redis.js';

export interface GuardLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Runs a Redis call; answers undefined (the caller falls back to its own memory) when it cannot. */
export type GuardedRedis = <T>(call: (redis: RedisClient) => Promise<T>) => Promise<T | undefined>;

/**
 * Shared state in Redis must never make a request wait on an outage: a call is not tried at all
 * while the connection is down, and gives up after `timeoutMs` when Redis is slow. One warning
 * per outage, one line when Redis answers again.
 */
export function guardRedis(redis: RedisClient, log: GuardLog, what: string, timeoutMs = 500): GuardedRedis {
  let down = false;
  const noteDown = (error?: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, `Redis unavailable: ${what} falls back to this node's memory`);
  };
  return async (call) => {
    if (!redis.isReady) {
      noteDown();
      return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      const value = await Promise.race([call(redis), timeout]);
      if (down) {
        down = false;
        log.info({}, `Redis reachable again: ${what} is shared again`);
      }
      return value;
    } catch (error) {
      noteDown(error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
