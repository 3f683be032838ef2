import type { FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import type { RoomJoinAck } from '../../shared/realtime/snapshots.js';
import type { ClientToServerEvents, HandshakeRefusal, ServerToClientEvents } from '../../shared/realtime/events.js';
import { parseRoom } from '../../shared/realtime/rooms.js';
import type { AuthUser } from '../auth/auth-user.js';
import { checkSession } from '../auth/session-check.js';
import { sessionIdFromToken } from '../plugins/auth.js';
import { recordRoomRead } from '../audit/patient-reads.js';
import { accountRoom, sessionRoom } from './private-rooms.js';
import { mayJoin } from './room-access.js';
import { BOARD_REFUSED } from '../boards/board-auth.js';
import { admitBoardSocket } from '../boards/board-socket.js';

export interface SocketData {
  /** A person's socket; absent on a wall board's. */
  user?: AuthUser;
  /** A wall board's socket (server/boards/board-socket.ts serves it). */
  board?: { id: number };
}

function handshakeRefusal(reason: HandshakeRefusal['reason']): Error & { data: HandshakeRefusal } {
  return Object.assign(new Error(reason === 'unauthenticated' ? 'Unauthenticated.' : 'Unavailable.'), {
    data: { reason },
  });
}

export type PortalSocketServer = SocketServer<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/**
 * socket.io on Fastify's own HTTP server. A socket exists only with a live session; rooms are
 * joined only by asking, and the ack carries the room's sequence number and snapshot read after
 * the join, so no change can fall between the snapshot and the first pushed event.
 */
export function createSocketServer(app: FastifyInstance): PortalSocketServer {
  const io: PortalSocketServer = new SocketServer(app.server, {
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    cors: { origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false },
  });

  io.use(async (socket, next) => {
    try {
      const board: unknown = socket.handshake.auth?.board;
      if (board !== undefined)
        return next((await admitBoardSocket(app, socket, board)) ? undefined : new Error(BOARD_REFUSED));
      const token: unknown = socket.handshake.auth?.token;
      const sessionId = await sessionIdFromToken(app, typeof token === 'string' ? token : undefined);
      const check = sessionId ? await checkSession(app.db, sessionId, app.config.sessionIdleMs) : null;
      if (!check?.ok) return next(handshakeRefusal('unauthenticated'));
      socket.data.user = check.user;
      await socket.join([sessionRoom(check.user.sessionId), accountRoom(check.user.id)]);
      next();
    } catch (error) {
      app.log.error({ err: error }, 'socket handshake failed');
      next(handshakeRefusal('unavailable'));
    }
  });

  io.on('connection', (socket) => {
    const { user } = socket.data;
    if (!user) return;
    socket.on('room:join', async (name, ack) => {
      if (typeof ack !== 'function') return;
      const reply = ack as (result: RoomJoinAck) => void;
      try {
        const room = parseRoom(name);
        if (!room) return reply({ ok: false, error: 'Unknown room.' });
        const check = await checkSession(app.db, user.sessionId, app.config.sessionIdleMs, { touch: false });
        if (!check.ok) {
          socket.emit('session:ended', { reason: check.reason === 'expired' ? 'expired' : 'logout' });
          socket.disconnect(true);
          return;
        }
        if (!mayJoin(check.user, room)) return reply({ ok: false, error: 'Forbidden.' });
        await socket.join(name as string);
        await recordRoomRead(app.db, check.user, room, socket.handshake.address);
        // The number before the snapshot: any event numbered above it may be newer than the
        // snapshot and is applied; any at or below it is already in the snapshot.
        const seq = await Promise.resolve()
          .then(() => app.roomSequences.current(name as string))
          .catch(() => null);
        reply({ ok: true, data: await app.roomSnapshots.read(check.user, room), seq });
      } catch (error) {
        app.log.error({ err: error }, 'room join failed');
        reply({ ok: false, error: 'Could not join the room.' });
      }
    });

    socket.on('room:leave', async (name, ack) => {
      if (parseRoom(name)) await socket.leave(name);
      if (typeof ack === 'function') ack({ ok: true, data: null });
    });
  });

  return io;
}
