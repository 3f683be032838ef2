/**
 * A token bucket per socket for `room:join`: a screen joins a handful of rooms at once (and a
 * reconnect rejoins them all), so the burst is generous; a steady stream above `perSecond` is
 * refused before any database work. The limits of the session and the user across all their
 * sockets and nodes come after it (person-join-limits.ts).
 */
export class JoinLimit {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst = 40,
    private readonly perSecond = 2,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const at = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((at - this.last) / 1000) * this.perSecond);
    this.last = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
