/** Attempts counted under one key since its window opened, and when the last one was made. */
export interface Counter {
  count: number;
  windowStart: number;
  last: number;
}

/**
 * Counters in bounded memory that junk cannot flush. Two tiers, each a least-recently-used map
 * of `capacity` entries: counters that block someone now (the throttle says which) are held
 * apart from the rest, so a flood of one-off keys (junk usernames, addresses) only ever evicts
 * other one-off keys. A held counter is evicted only by another held counter, oldest first,
 * when `capacity` keys are blocked at once; an attacker has to be blocked that many times over.
 */
export class BoundedCounters {
  private readonly open = new Map<string, Counter>();
  private readonly held = new Map<string, Counter>();

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** The counter when its window is still open. */
  read(key: string): Counter | undefined {
    const counter = this.held.get(key) ?? this.open.get(key);
    if (counter && this.now() - counter.windowStart >= this.windowMs) {
      this.delete(key);
      return undefined;
    }
    return counter;
  }

  /** Counts one more attempt; `blocks` says whether the counter now blocks someone. */
  bump(key: string, blocks: (counter: Counter) => boolean): void {
    const now = this.now();
    const counter = this.read(key) ?? { count: 0, windowStart: now, last: now };
    this.store(key, { ...counter, count: counter.count + 1, last: now }, blocks);
  }

  /** Takes one attempt back (one that succeeded). */
  release(key: string, blocks: (counter: Counter) => boolean): void {
    const counter = this.read(key);
    if (!counter) return;
    if (counter.count <= 1) this.delete(key);
    else this.store(key, { ...counter, count: counter.count - 1 }, blocks);
  }

  delete(key: string): void {
    this.open.delete(key);
    this.held.delete(key);
  }

  get size(): number {
    return this.open.size + this.held.size;
  }

  private store(key: string, counter: Counter, blocks: (counter: Counter) => boolean): void {
    this.delete(key); // re-inserted last: the most recently used
    const tier = blocks(counter) ? this.held : this.open;
    tier.set(key, counter);
    if (tier.size > this.capacity) tier.delete(tier.keys().next().value!);
  }
}
