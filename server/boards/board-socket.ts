import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { Ack } from '../../shared/realtime/ack.js';
import { parseBoardRoom, rooms } from '../../shared/realtime/rooms.js';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime/events.js';
import type { SocketData } from '../realtime/socket-server.js';
import { activeBoardOf } from './board-auth.js';
import { boardDates, type boardDayReader } from './board-day.js';
import { boardRoom, endBoardSockets, variantOf } from './board.live.js';
import { findActiveBoard, touchBoard } from './boards.repository.js';

type PortalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Handshake of a board socket (`auth: { board: <url token> }`): admitted while the board is on. */
export async function admitBoardSocket(app: FastifyInstance, socket: PortalSocket, token: unknown): Promise<boolean> {
  const board = await activeBoardOf(app.db, token);
  if (!board) return false;
  socket.data.board = { id: board.id };
  await socket.join(boardRoom(board.id));
  return true;
}

/**
 * A board socket may only join `board-day:<date>` for the days a board shows; the server puts
 * it in the masked or named variant by the board's setting, read fresh on every join.
 */
export function serveBoardSocket(
  app: FastifyInstance,
  socket: PortalSocket,
  boardId: number,
  readDay: ReturnType<typeof boardDayReader>,
  onPresence: (boardId: number) => void,
): void {
  onPresence(boardId);
  socket.on('room:join', async (name, ack) => {
    if (typeof ack !== 'function') return;
    const reply = ack as (result: Ack<unknown>) => void;
    try {
      const room = parseBoardRoom(name);
      if (!room || room.variant) return reply({ ok: false, error: 'Unknown room.' });
      const board = await findActiveBoard(app.db, boardId);
      if (!board) return endBoardSockets(app.publisher, app.io, boardId);
      if (!boardDates(app.config.timeZone).readable.includes(room.date))
        return reply({ ok: false, error: 'Forbidden.' });
      const variant = variantOf(board.allow_names);
      await socket.leave(rooms.boardDayVariant(room.date, variant === 'named' ? 'masked' : 'named'));
      const joined = rooms.boardDayVariant(room.date, variant);
      await socket.join(joined);
      // As people's joins: the room's number before the snapshot (client/lib/room-sequences.ts).
      const seq = await Promise.resolve()
        .then(() => app.roomSequences.current(joined))
        .catch(() => null);
      reply({ ok: true, data: await readDay(board, room.date), seq } as Ack<unknown>);
    } catch (error) {
      app.log.error({ err: error }, 'board room join failed');
      reply({ ok: false, error: 'Could not join the room.' });
    }
  });
  socket.on('room:leave', async (name, ack) => {
    const room = parseBoardRoom(name);
    if (room && !room.variant) {
      await socket.leave(rooms.boardDayVariant(room.date, 'masked'));
      await socket.leave(rooms.boardDayVariant(room.date, 'named'));
    }
    if (typeof ack === 'function') ack({ ok: true, data: null });
  });
  socket.on('disconnect', () => {
    void touchBoard(app.db, boardId, new Date().toISOString()).catch(() => undefined);
    onPresence(boardId);
  });
}
