import type { GuardedRedis } from '../realtime/redis-guard.js';
import {
  addressKey,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME,
  MemoryLoginThrottle,
  usernameKey,
  WINDOW_MS,
  type LoginThrottle,
} from './login-throttle.js';

/**
 * The throttle shared by every node: one counter per username and per address in Redis, which
 * expires with its window (INCR, then PEXPIRE NX so the window starts at the first failure).
 *
 * During a Redis outage it falls back to this node's memory (failures Redis could not count
 * are counted there, and still block after the outage until their window ends or a sign-in
 * succeeds on this node): sign-in keeps working and guessing stays limited, per node instead of
 * per practice. Failing open would leave guessing unlimited for as long as Redis is down.
 */
export class RedisLoginThrottle implements LoginThrottle {
  private readonly memory: MemoryLoginThrottle;

  constructor(
    private readonly redis: GuardedRedis,
    private readonly prefix: string,
    now: () => number = Date.now,
  ) {
    this.memory = new MemoryLoginThrottle(now);
  }

  private key(part: string): string {
    return `${this.prefix}login-failures:${part}`;
  }

  async retryAfter(username: string, address: string): Promise<number> {
    const [user, from] = [this.key(usernameKey(username)), this.key(addressKey(address))];
    const shared = await this.redis((redis) => redis.multi().get(user).pTTL(user).get(from).pTTL(from).exec());
    const local = await this.memory.retryAfter(username, address);
    if (!shared) return local;
    const [userCount, userTtl, fromCount, fromTtl] = shared.map(Number) as [number, number, number, number];
    const blocked = (count: number, ttl: number, limit: number) => (count >= limit ? (ttl > 0 ? ttl : WINDOW_MS) : 0);
    return Math.max(
      local,
      blocked(userCount, userTtl, MAX_FAILURES_PER_USERNAME),
      blocked(fromCount, fromTtl, MAX_FAILURES_PER_ADDRESS),
    );
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const keys = [this.key(usernameKey(username)), this.key(addressKey(address))];
    const counted = await this.redis((redis) => {
      const batch = redis.multi();
      for (const key of keys) batch.incr(key).pExpire(key, WINDOW_MS, 'NX');
      return batch.exec();
    });
    if (counted === undefined) await this.memory.recordFailure(username, address);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.memory.recordSuccess(username);
    const key = this.key(usernameKey(username));
    await this.redis((redis) => redis.del(key));
  }
}
