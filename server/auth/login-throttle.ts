/**
 * Slows down password guessing: after too many failures for one username, or from one
 * address, within the window, further attempts are refused until the window has passed.
 * In memory: a restart forgets, which is acceptable for a single-node portal.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

interface Failures {
  count: number;
  windowStart: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds until this username/address may try again, or 0 when it may now. */
  retryAfter(username: string, address: string): number {
    return Math.max(
      this.blockedFor(`u:${username.toLowerCase()}`, MAX_FAILURES_PER_USERNAME),
      this.blockedFor(`a:${address}`, MAX_FAILURES_PER_ADDRESS),
    );
  }

  recordFailure(username: string, address: string): void {
    this.bump(`u:${username.toLowerCase()}`);
    this.bump(`a:${address}`);
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
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
