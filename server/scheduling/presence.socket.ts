import type { FastifyInstance } from 'fastify';
import { rooms, parseRoom } from '../../shared/realtime/rooms.js';
import { can } from '../../shared/roles.js';
import { PRESENCE_TTL_MS, presenceEditPayloadSchema, type Editor } from '../../shared/schemas/call-calendar.js';
import { guardRedis } from '../realtime/redis-guard.js';
import { watchedRooms } from '../realtime/watched-rooms.js';
import { MemoryEditPresence, type EditPresence } from './presence.js';
import { RedisEditPresence } from './presence.redis.js';

const listKey = (editors: Editor[]) => editors.map((editor) => `${editor.id}:${editor.name}`).join(',');

/**
 * Presence on /edit-call-calender: 'presence:edit' {month} from editors (as a heartbeat),
 * 'presence:changed' {month, editors} to the month room whenever the list changes. With
 * REDIS_URL the list spans every node; each node tells the room when the list it reads differs
 * from the one it last told (so a change seen by several nodes may be told more than once).
 */
export function registerEditPresence(app: FastifyInstance, ttlMs = PRESENCE_TTL_MS): EditPresence {
  const presence: EditPresence = app.redis
    ? new RedisEditPresence(guardRedis(app.redis, app.log, 'call-calendar presence'), app.config.redisKeyPrefix, ttlMs)
    : new MemoryEditPresence(ttlMs);
  const told = new Map<string, string>();

  // One announcement at a time, so an older list read never goes out after a newer one.
  let queue = Promise.resolve();
  const announce = (months: string[]) => {
    queue = queue
      .then(async () => {
        for (const month of new Set(months)) {
          const editors = await presence.editors(month);
          const key = listKey(editors);
          if ((told.get(month) ?? '') === key) continue;
          if (key) told.set(month, key);
          else told.delete(month);
          app.publisher.publish(rooms.month(month), 'presence:changed', { month, editors });
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'presence announcement failed'));
    return queue;
  };
  const watchedMonths = () => {
    const months = new Set(told.keys());
    for (const name of watchedRooms(app.io).here()) {
      const room = parseRoom(name);
      if (room?.kind === 'month') months.add(room.month);
    }
    return [...months];
  };

  app.realtime.events.on('presence:edit', async (socket, payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const parsed = presenceEditPayloadSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: 'Bad presence payload.' });
    const { user } = socket.data;
    if (!user || !can(user.role, 'call-calendar.write')) return reply({ ok: false, error: 'Forbidden.' });
    const { month } = parsed.data;
    if (month !== null && !socket.rooms.has(rooms.month(month)))
      return reply({ ok: false, error: 'Join the month room first.' });
    try {
      await announce(await presence.set(socket.id, month, { id: user.id, name: user.name }));
      reply({ ok: true, data: { editors: month === null ? [] : await presence.editors(month) } });
    } catch (error) {
      app.log.error({ err: error }, 'presence update failed');
      reply({ ok: false, error: 'Could not update presence.' });
    }
  });
  app.realtime.events.onRoomLeft((socket, name) => {
    const room = parseRoom(name);
    if (room?.kind === 'month') void presence.leaveMonth(socket.id, room.month).then(announce);
  });
  app.realtime.events.onDisconnect((socket) => void presence.remove(socket.id).then(announce));

  const sweeper = setInterval(
    () => void presence.sweep(watchedMonths()).then(announce),
    Math.max(250, Math.floor(ttlMs / 4)),
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  return presence;
}
