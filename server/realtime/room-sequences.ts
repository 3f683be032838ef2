import type { RedisClient } from './redis.js';

/**
 * Each room's sequence number: every event sent to a room takes the next one, and a join
 * answers the current one, so a client can tell when it missed an event.
 *
 * A room's numbering starts at the time it is first used (ms × 1000), not at 0, so it keeps
 * growing after the store loses its counts (a restart without Redis, a Redis without
 * persistence): a client never takes a new event for an old one it has already seen.
 */
export interface RoomSequences {
  /** The number of the event being published to `room` (rejects when it cannot be had). */
  next(room: string): number | Promise<number>;
  /** The number of the last event published to `room`. */
  current(room: string): number | Promise<number>;
}

const startOfNumbering = () => Date.now() * 1000;

/** One process's numbering (without REDIS_URL). */
export class MemoryRoomSequences implements RoomSequences {
  private readonly counts = new Map<string, number>();

  next(room: string): number {
    const seq = this.current(room) + 1;
    this.counts.set(room, seq);
    return seq;
  }

  current(room: string): number {
    const seq = this.counts.get(room) ?? startOfNumbering();
    this.counts.set(room, seq);
    return seq;
  }
}

const NEXT = `local v = redis.call('INCR', KEYS[1])
if v == 1 then v = redis.call('INCRBY', KEYS[1], ARGV[1]) end
return v`;
const CURRENT = `local v = redis.call('GET', KEYS[1])
if not v then redis.call('SET', KEYS[1], ARGV[1]) return tonumber(ARGV[1]) end
return tonumber(v)`;

/**
 * Numbering shared by every node through Redis (keys `<prefix>:<room>`). While Redis is
 * unreachable it fails fast instead of queueing, so the publisher can still deliver to its own
 * node's clients (without a number, which makes them resync).
 */
export class RedisRoomSequences implements RoomSequences {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    private readonly timeoutMs = 1_000,
  ) {}

  next(room: string): Promise<number> {
    return this.run(NEXT, room);
  }

  current(room: string): Promise<number> {
    return this.run(CURRENT, room);
  }

  private async run(script: string, room: string): Promise<number> {
    if (!this.redis.isReady) throw new Error('Redis is not connected.');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time.')), this.timeoutMs);
    });
    try {
      const call = this.redis.eval(script, {
        keys: [`${this.prefix}:${room}`],
        arguments: [String(startOfNumbering())],
      });
      const reply = await Promise.race([call, timeout]);
      return Number(reply);
    } finally {
      clearTimeout(timer);
    }
  }
}
