import type { ServerEventName, ServerEventPayload } from '../../shared/realtime/events.js';
import { parseBoardRoom, parseRoom, rooms, type BoardVariant } from '../../shared/realtime/rooms.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import type { ScheduleEventUpserted } from '../../shared/schemas/daily-schedule.js';
import type { Publisher } from '../realtime/publisher.js';
import { watchedRooms } from '../realtime/watched-rooms.js';
import type { PortalSocketServer } from '../realtime/portal-socket.js';
import { maskCaseProgress, maskUpserted, withoutFamilyCode } from './board-mask.js';

/** The day events a board shows. 'event:upserted' and 'case:progress' carry free text a masked board must not get. */
export type BoardDayEvent = Extract<
  ServerEventName,
  | 'event:upserted'
  | 'event:removed'
  | 'call-calendar:day-changed'
  | 'block-time:day-changed'
  | 'schedule:surgeon-order-changed'
  | 'case:progress'
>;

/** Every socket of one board is in this room (it cannot be asked for: rooms.ts does not parse it). */
export const boardRoom = (boardId: number) => `#board/${boardId}`;

export const variantOf = (allowNames: number): BoardVariant => (allowNames === 1 ? 'named' : 'masked');

const BOARD_DAY_EVENTS: readonly string[] = [
  'event:upserted',
  'event:removed',
  'call-calendar:day-changed',
  'block-time:day-changed',
  'schedule:surgeon-order-changed',
  'case:progress',
];

/**
 * Every day event published to people's `day:` rooms goes to the boards of that day too, to
 * each variant room that may have a board in it (on one node: only one that has; a room nobody
 * is in takes no copy, no masking and no sequence number, and a board joining later reads the
 * snapshot and the room's current number).
 */
export function mirrorDaysToBoards(publisher: Publisher, io: PortalSocketServer): void {
  publisher.addMirror((room, event, payload) => {
    const parsed = parseRoom(room);
    if (parsed?.kind !== 'day' || !BOARD_DAY_EVENTS.includes(event)) return;
    publishToBoards(publisher, io, parsed.date, event as BoardDayEvent, payload as ServerEventPayload<BoardDayEvent>);
  });
}

/** The boards' copy of a day event: to the boards allowed names the payload without family codes, a masked copy to every other board. */
function publishToBoards<E extends BoardDayEvent>(
  publisher: Publisher,
  io: PortalSocketServer,
  date: string,
  event: E,
  payload: ServerEventPayload<E>,
): void {
  const watched = watchedRooms(io);
  const named = rooms.boardDayVariant(date, 'named');
  if (watched.mayHaveMembers(named)) publisher.publish(named, event, namedPayload(event, payload));
  const masked = rooms.boardDayVariant(date, 'masked');
  if (!watched.mayHaveMembers(masked)) return;
  publisher.publish(masked, event, maskedPayload(event, payload));
}

/** A day event as a board allowed names may receive it: whole, but for the family's code (board-mask.ts). */
function namedPayload<E extends BoardDayEvent>(event: E, payload: ServerEventPayload<E>): ServerEventPayload<E> {
  if (event === 'case:progress') return withoutFamilyCode(payload as CaseProgress) as ServerEventPayload<E>;
  return payload;
}

/** A day event as a masked board may receive it. */
function maskedPayload<E extends BoardDayEvent>(event: E, payload: ServerEventPayload<E>): ServerEventPayload<E> {
  if (event === 'event:upserted') return maskUpserted(payload as ScheduleEventUpserted) as ServerEventPayload<E>;
  if (event === 'case:progress') return maskCaseProgress(payload as CaseProgress) as ServerEventPayload<E>;
  return payload;
}

/** Is some socket of this board connected (on any node: fetchSockets asks them all with the redis adapter)? */
export async function isBoardOnline(io: PortalSocketServer, boardId: number): Promise<boolean> {
  return (await io.in(boardRoom(boardId)).fetchSockets()).length > 0;
}

/** Moves a board's sockets to the other variant of each day room they are in, before anything else is sent. */
export async function moveBoardSockets(io: PortalSocketServer, boardId: number, to: BoardVariant): Promise<void> {
  for (const socket of await io.in(boardRoom(boardId)).fetchSockets()) {
    for (const name of socket.rooms) {
      const room = parseBoardRoom(name);
      if (!room?.variant || room.variant === to) continue;
      socket.leave(name);
      socket.join(rooms.boardDayVariant(room.date, to));
    }
  }
}

/** The board was turned off: its screens are told, then its sockets are closed. */
export function endBoardSockets(publisher: Publisher, io: PortalSocketServer, boardId: number): void {
  publisher.publish(boardRoom(boardId), 'board:ended', { reason: 'turned-off' });
  io.in(boardRoom(boardId)).disconnectSockets(true);
}
