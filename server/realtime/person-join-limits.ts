/** A token bucket's rule: joins allowed at once, and how fast they come back. */
export interface BucketRule {
  burst: number;
  perSecond: number;
}

/**
 * Per session: one browser's tabs share a session, and a reconnect rejoins all their rooms at
 * once (more than one socket's burst, join-limit.ts). Per user: a person on a few devices. Joins
 * from many sockets (or sessions) of one person are held to these together, on every node; each
 * socket keeps its own bucket too, checked first and without a round trip.
 */
export const SESSION_JOINS: BucketRule = { burst: 60, perSecond: 1 };
export const USER_JOINS: BucketRule = { burst: 120, perSecond: 2 };

/** Who a person's join counts against. */
export interface JoinCounter {
  sessionId: string;
  id: number;
}

export interface PersonJoinLimits {
  /** Takes one join from the session's bucket and the user's; false, and nothing taken, when either is empty. */
  take(person: JoinCounter): Promise<boolean>;
}

interface Level {
  tokens: number;
  at: number;
}

/** The tokens in a bucket at `now` (a bucket never seen is full). */
export function tokensAt(level: Level | undefined, rule: BucketRule, now: number): number {
  if (!level) return rule.burst;
  return Math.min(rule.burst, level.tokens + (Math.max(0, now - level.at) / 1000) * rule.perSecond);
}

const MEMORY_CAPACITY = 10_000;

/**
 * The buckets of one node (no REDIS_URL, or Redis down). Bounded: past `capacity` buckets the
 * least recently used is forgotten (it is full again: a person has to be quiet that long first).
 */
export class MemoryPersonJoinLimits implements PersonJoinLimits {
  private readonly levels = new Map<string, Level>();

  constructor(
    private readonly session = SESSION_JOINS,
    private readonly user = USER_JOINS,
    private readonly now: () => number = Date.now,
    private readonly capacity = MEMORY_CAPACITY,
  ) {}

  async take(person: JoinCounter): Promise<boolean> {
    const at = this.now();
    const buckets = [
      { key: `s:${person.sessionId}`, rule: this.session },
      { key: `u:${person.id}`, rule: this.user },
    ].map((bucket) => ({ ...bucket, tokens: tokensAt(this.levels.get(bucket.key), bucket.rule, at) }));
    if (buckets.some((bucket) => bucket.tokens < 1)) return false;
    for (const { key, tokens } of buckets) {
      this.levels.delete(key); // re-inserted last: the most recently used
      this.levels.set(key, { tokens: tokens - 1, at });
      if (this.levels.size > this.capacity) this.levels.delete(this.levels.keys().next().value!);
    }
    return true;
  }
}
