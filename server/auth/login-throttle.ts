/**
 * Slows down password guessing: after too many failures for one username, or from one
 * address, within the window, further attempts are refused until the window has passed.
 * Two backends with this one interface: this process's memory (one node), or Redis when
 * REDIS_URL is set, so that every node counts the same failures (login-throttle.redis.ts).
 */
export const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface LoginThrottle {
  /** Milliseconds until this username/address may try again, or 0 when it may now. */
  retryAfter(username: string, address: string): Promise<number>;
  recordFailure(username: string, address: string): Promise<void>;
  recordSuccess(username: string): Promise<void>;
}

export const usernameKey = (username: string) => `u:${username.toLowerCase()}`;
export const addressKey = (address: string) => `a:${address}`;

interface Failures {
  count: number;
  windowStart: number;
}

export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  async retryAfter(username: string, address: string): Promise<number> {
    return Math.max(
      this.blockedFor(usernameKey(username), MAX_FAILURES_PER_USERNAME),
      this.blockedFor(addressKey(address), MAX_FAILURES_PER_ADDRESS),
    );
  }

  async recordFailure(username: string, address: string): Promise<void> {
    this.bump(usernameKey(username));
    this.bump(addressKey(address));
  }

  async recordSuccess(username: string): Promise<void> {
    this.failures.delete(usernameKey(username));
  }

  private blockedFor(key: string, limit: number): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const elapsed = this.now() - entry.windowStart;
    if (elapsed >= WINDOW_MS) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= limit ? WINDOW_MS - elapsed : 0;
  }

  private bump(key: string): void {
    const entry = this.failures.get(key);
    if (!entry || this.now() - entry.windowStart >= WINDOW_MS) {
      this.failures.set(key, { count: 1, windowStart: this.now() });
    } else {
      entry.count += 1;
    }
    if (this.failures.size > 50_000) this.failures.clear();
  }
}
