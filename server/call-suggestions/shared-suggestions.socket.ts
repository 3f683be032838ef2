import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import { can } from '../../shared/roles.js';
import { shareSuggestionsSchema } from '../../shared/schemas/call-suggestions.js';
import type { PortalSocket } from '../realtime/portal-socket.js';

/** Shares one socket may send per second; more are refused (a page sends one per click). */
const SHARES_PER_SECOND = 10;

/**
 * Suggestions shown live to the month's other schedulers: 'call-suggestions:share' {month, cells}
 * from a scheduler in the month room goes to the room as 'call-suggestions:shared' with who sent
 * it. Nothing is stored: a scheduler who leaves the room or disconnects is told to the room as
 * having none. Only schedule cells travel, never patient data.
 */
export function registerSharedSuggestions(app: FastifyInstance): void {
  const sharedMonths = new Map<string, Set<string>>();
  const recentShares = new Map<string, number[]>();

  const clearFor = (socket: PortalSocket, months: Iterable<string>) => {
    const { user } = socket.data;
    if (!user) return;
    for (const month of months)
      app.publisher.publish(rooms.month(month), 'call-suggestions:shared', {
        month,
        by: { id: user.id, name: user.name },
        cells: [],
      });
  };

  app.realtime.events.on('call-suggestions:share', (socket, payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const { user } = socket.data;
    if (!user || !can(user.role, 'call-calendar.write')) return reply({ ok: false, error: 'Forbidden.' });
    const parsed = shareSuggestionsSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: 'Bad suggestions payload.' });
    const { month, cells } = parsed.data;
    if (!socket.rooms.has(rooms.month(month))) return reply({ ok: false, error: 'Join the month room first.' });
    const now = Date.now();
    const recent = (recentShares.get(socket.id) ?? []).filter((at) => now - at < 1000);
    if (recent.length >= SHARES_PER_SECOND)
      return reply({ ok: false, error: 'Too many shares; try again in a moment.' });
    recentShares.set(socket.id, [...recent, now]);
    const months = sharedMonths.get(socket.id) ?? new Set<string>();
    if (cells.length > 0) months.add(month);
    else months.delete(month);
    sharedMonths.set(socket.id, months);
    app.publisher.publish(rooms.month(month), 'call-suggestions:shared', {
      month,
      by: { id: user.id, name: user.name },
      cells,
    });
    reply({ ok: true, data: null });
  });

  app.realtime.events.onRoomLeft((socket, name) => {
    const months = sharedMonths.get(socket.id);
    const month = [...(months ?? [])].find((shared) => rooms.month(shared) === name);
    if (!month) return;
    months!.delete(month);
    clearFor(socket, [month]);
  });
  app.realtime.events.onDisconnect((socket) => {
    clearFor(socket, sharedMonths.get(socket.id) ?? []);
    sharedMonths.delete(socket.id);
    recentShares.delete(socket.id);
  });
}
