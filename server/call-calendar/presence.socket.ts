import type { FastifyInstance } from 'fastify';
import { rooms, parseRoom } from '../../shared/realtime/rooms.js';
import { can } from '../../shared/roles.js';
import { PRESENCE_TTL_MS, presenceEditPayloadSchema } from '../../shared/schemas/call-calendar.js';
import { EditPresence } from './presence.js';

/**
 * Presence on /edit-call-calender: 'presence:edit' {month} from editors (as a heartbeat),
 * 'presence:changed' {month, editors} to the month room whenever the list changes.
 */
export function registerEditPresence(app: FastifyInstance, ttlMs = PRESENCE_TTL_MS): EditPresence {
  const presence = new EditPresence(ttlMs);
  const announce = (months: string[]) => {
    for (const month of months) app.publisher.publish(rooms.month(month), 'presence:changed', { month, editors: presence.editors(month) });
  };

  app.io.on('connection', (socket) => {
    socket.on('presence:edit', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = presenceEditPayloadSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, error: 'Bad presence payload.' });
      const { user } = socket.data;
      if (!user || !can(user.role, 'call-calendar.write')) return reply({ ok: false, error: 'Forbidden.' });
      const { month } = parsed.data;
      if (month !== null && !socket.rooms.has(rooms.month(month))) return reply({ ok: false, error: 'Join the month room first.' });
      announce(presence.set(socket.id, month, { id: user.id, name: user.name }));
      reply({ ok: true, data: { editors: month === null ? [] : presence.editors(month) } });
    });
    socket.on('room:leave', (name) => {
      const room = parseRoom(name);
      if (room?.kind === 'month') announce(presence.leaveMonth(socket.id, room.month));
    });
    socket.on('disconnect', () => announce(presence.remove(socket.id)));
  });

  const sweeper = setInterval(() => announce(presence.sweep()), Math.max(250, Math.floor(ttlMs / 4)));
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  return presence;
}
