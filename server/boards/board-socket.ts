import type { FastifyInstance } from 'fastify';
import { parseBoardRoom, parseFamilyRoom, rooms } from '../../shared/realtime/rooms.js';
import type { HandshakeAdmitter } from '../realtime/handshake-admitters.js';
import type { PortalSocket } from '../realtime/portal-socket.js';
import { activeBoardOf, BOARD_REFUSED } from './board-auth.js';
import { boardDates, boardKindOf, type BoardDayReader } from './board-day.js';
import { boardRoom, endBoardSockets, mirrorDaysToBoards, variantOf } from './board.live.js';
import { findActiveBoard, touchBoard } from './boards.repository.js';
import { toRecord, type BoardDeps } from './boards.service.js';
import { mirrorDaysToFamilyBoards } from './family-board.live.js';
import { familyBoardDates, type FamilyDayReader } from './family-day.js';
import './boards.changes.js';

/** The handshake's `auth` field of a board's socket (`auth: { board: <url token> }`), and its guests' kind. */
const BOARD_CREDENTIAL = 'board';

const boardIdOf = (socket: PortalSocket) =>
  socket.data.guest?.kind === BOARD_CREDENTIAL ? socket.data.guest.id : undefined;

export interface BoardReaders {
  readDay: BoardDayReader;
  readFamilyDay: FamilyDayReader;
}

const UNKNOWN_ROOM = { refused: 'Unknown room.' };
const FORBIDDEN = { refused: 'Forbidden.' };

/**
 * A board's socket is admitted while the board is on. A wall board may only join
 * `board-day:<date>` for the days a board shows; it is put in the masked or named variant by the
 * board's setting, read fresh on every join, and its snapshot is the day's through the board's
 * masking step. A family board may only join `family-day:<today>`, whose snapshot is the family
 * day; neither kind may join the other's rooms (the kind is read fresh on every join too).
 */
function boardAdmitter(app: FastifyInstance, { readDay, readFamilyDay }: BoardReaders): HandshakeAdmitter {
  return {
    credential: BOARD_CREDENTIAL,
    refusal: BOARD_REFUSED,
    async admit(socket, token) {
      const board = await activeBoardOf(app.db, token);
      if (!board) return null;
      await socket.join(boardRoom(board.id));
      return board.id;
    },
    async join(boardId, name) {
      const room = parseBoardRoom(name);
      const family = parseFamilyRoom(name);
      if ((!room || room.variant) && !family) return UNKNOWN_ROOM;
      const board = await findActiveBoard(app.db, boardId);
      if (!board) {
        endBoardSockets(app.publisher, app.io, boardId);
        return 'ended';
      }
      const kind = boardKindOf(board);
      if (family) {
        if (kind !== 'family') return UNKNOWN_ROOM;
        if (!familyBoardDates(app.clock).includes(family.date)) return FORBIDDEN;
        return { room: rooms.familyDay(family.date), leaving: [], snapshot: () => readFamilyDay(family.date) };
      }
      if (!room || kind !== 'wall') return UNKNOWN_ROOM;
      if (!boardDates(app.clock).readable.includes(room.date)) return FORBIDDEN;
      const variant = variantOf(board.allow_names);
      return {
        room: rooms.boardDayVariant(room.date, variant),
        leaving: [rooms.boardDayVariant(room.date, variant === 'named' ? 'masked' : 'named')],
        snapshot: () => readDay(board, room.date),
      };
    },
    leave(name) {
      const family = parseFamilyRoom(name);
      if (family) return [rooms.familyDay(family.date)];
      const room = parseBoardRoom(name);
      if (!room || room.variant) return [];
      return [rooms.boardDayVariant(room.date, 'masked'), rooms.boardDayVariant(room.date, 'named')];
    },
  };
}

/**
 * The boards' part of the live side: their sockets' admission and rooms, the day events
 * mirrored to them (the family day rebuilt for family boards), and their presence in the administrators' list (on connect and disconnect).
 */
export function serveBoardSockets(app: FastifyInstance, deps: BoardDeps, readers: BoardReaders): void {
  mirrorDaysToBoards(app.publisher, app.io);
  mirrorDaysToFamilyBoards({
    publisher: app.publisher,
    io: app.io,
    readFamilyDay: readers.readFamilyDay,
    clock: app.clock,
    log: (error) => app.log.error({ err: error }, 'family board day failed'),
  });
  app.realtime.admitters.add(boardAdmitter(app, readers));
  // After a commit: a changed board's screens get its settings, and the administrators' list the board.
  app.projections.register(['board'], async (changes) => {
    for (const { id, settings } of changes) {
      if (settings) app.publisher.publish(boardRoom(id), 'board:settings-changed', settings);
      await announceBoard(deps, id);
    }
  });
  const announce = (id: number) =>
    void announceBoard(deps, id).catch((error: unknown) => app.log.error({ err: error }, 'board announce failed'));
  app.realtime.events.onConnect((socket) => {
    const boardId = boardIdOf(socket);
    if (boardId !== undefined) announce(boardId);
  });
  app.realtime.events.onDisconnect((socket) => {
    const boardId = boardIdOf(socket);
    if (boardId === undefined) return;
    void touchBoard(app.db, boardId, new Date().toISOString()).catch(() => undefined);
    announce(boardId);
  });
}

/** Tells the administrators' list how a board is now (after a change, a connect or a disconnect). */
async function announceBoard({ db, io, publisher }: BoardDeps, id: number): Promise<void> {
  const row = await db.selectFrom('boards').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) publisher.publish(rooms.list('users'), 'board:upserted', await toRecord(io, row));
}
