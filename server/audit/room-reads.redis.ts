import type { GuardedRedis } from '../realtime/redis-guard.js';
import { RecentRoomReads, ROOM_READ_WINDOW_MS, type RoomReadClaims } from './patient-reads.js';

/**
 * The room reads claimed by every node: one key per session and room, set only if absent and
 * expiring with the window, so a session rejoining a room through another node within the
 * window is not recorded again. During a Redis outage each node claims in its own memory (a
 * rejoin is then recorded once per node, never less). This node's memory is kept in step, so
 * the outage starts from what it had claimed.
 */
export class SharedRoomReads implements RoomReadClaims {
  private readonly memory: RecentRoomReads;

  constructor(
    private readonly redis: GuardedRedis,
    private readonly prefix: string,
    private readonly windowMs = ROOM_READ_WINDOW_MS,
  ) {
    this.memory = new RecentRoomReads(windowMs);
  }

  private key(sessionId: string, room: string): string {
    return `${this.prefix}room-read:${sessionId}:${room}`;
  }

  async claim(sessionId: string, room: string): Promise<boolean> {
    const claimedHere = this.memory.claim(sessionId, room);
    const set = await this.redis((redis) =>
      redis.set(this.key(sessionId, room), '1', { condition: 'NX', expiration: { type: 'PX', value: this.windowMs } }),
    );
    return set === undefined ? claimedHere : set === 'OK';
  }

  async forget(sessionId: string, room: string): Promise<void> {
    this.memory.forget(sessionId, room);
    await this.redis((redis) => redis.del(this.key(sessionId, room)));
  }
}
