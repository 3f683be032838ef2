import { randomUUID } from 'node:crypto';
import type { Editor } from '../../shared/schemas/call-calendar.js';
import type { GuardedRedis } from '../realtime/redis-guard.js';
import { editorList, MemoryEditPresence, type EditPresence } from './presence.js';

/**
 * Presence shared by every node: one sorted set per month in Redis, one member per editing
 * socket (node, socket, editor), scored by when it expires; each heartbeat pushes the expiry
 * on, and a node that dies takes its editors with it after the time to live.
 *
 * This node also keeps its own editors in memory (MemoryEditPresence) and always counts them:
 * during a Redis outage the list degrades to this node's editors, and after a Redis restart
 * (empty) its editors are back at once, in Redis again with their next heartbeat.
 */
export class RedisEditPresence implements EditPresence {
  private readonly local: MemoryEditPresence;
  private readonly node = randomUUID();

  constructor(
    private readonly redis: GuardedRedis,
    private readonly prefix: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.local = new MemoryEditPresence(ttlMs, now);
  }

  private key(month: string): string {
    return `${this.prefix}presence:${month}`;
  }

  private member(socketId: string, editor: Editor): string {
    return JSON.stringify([`${this.node}/${socketId}`, editor.id, editor.name]);
  }

  async editors(month: string): Promise<Editor[]> {
    const members = (await this.redis((redis) => redis.zRangeByScore(this.key(month), this.now(), '+inf'))) ?? [];
    return editorList([...members.flatMap(parseMember), ...this.local.editorsNow(month)]);
  }

  async set(socketId: string, month: string | null, editor: Editor): Promise<string[]> {
    const held = this.local.held(socketId);
    await this.local.set(socketId, month, editor);
    await this.redis((redis) => {
      const batch = redis.multi();
      if (held && held.month !== month) batch.zRem(this.key(held.month), this.member(socketId, held.editor));
      if (month !== null) {
        batch.zAdd(this.key(month), { score: this.now() + this.ttlMs, value: this.member(socketId, editor) });
        batch.pExpire(this.key(month), this.ttlMs * 2);
      }
      return batch.exec();
    });
    return [...new Set([held?.month, month ?? undefined].filter((value): value is string => value !== undefined))];
  }

  async remove(socketId: string): Promise<string[]> {
    const held = this.local.held(socketId);
    if (!held) return [];
    await this.local.remove(socketId);
    await this.redis((redis) => redis.zRem(this.key(held.month), this.member(socketId, held.editor)));
    return [held.month];
  }

  async leaveMonth(socketId: string, month: string): Promise<string[]> {
    return this.local.held(socketId)?.month === month ? this.remove(socketId) : [];
  }

  async sweep(watched: string[]): Promise<string[]> {
    const months = [...new Set([...(await this.local.sweep()), ...watched])];
    if (months.length > 0) {
      await this.redis((redis) => {
        const batch = redis.multi();
        for (const month of months) batch.zRemRangeByScore(this.key(month), '-inf', this.now());
        return batch.exec();
      });
    }
    return months;
  }
}

function parseMember(member: string): Editor[] {
  try {
    const [, id, name] = JSON.parse(member) as [string, number, string];
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  } catch {
    return [];
  }
}
