import type { Server as SocketServer } from 'socket.io';
import type {
  ClientToServerEvents,
  RoomEventMeta,
  RoomEventName,
  ServerEventPayload,
  ServerStatus,
  ServerToClientEvents,
  SessionEndReason,
} from '../../shared/realtime/events.js';
import type { SocketData } from './portal-socket.js';
import { accountRoom, sessionRoom } from './private-rooms.js';
import type { RoomSequences } from './room-sequences.js';

/**
 * The only code that emits socket events. Services call it after their transaction has
 * committed, never inside it, so nobody is told about a write that could still roll back.
 */
export interface Publisher {
  /** Sends the event to each room with that room's next sequence number (`meta`). */
  publish<E extends RoomEventName>(rooms: string | string[], event: E, payload: ServerEventPayload<E>): void;
  /**
   * Another audience of the same events (the wall boards' masked day rooms): called with each
   * room and event published, after the event went out.
   */
  addMirror(mirror: PublishMirror): void;
  /**
   * While `link` says the other nodes cannot be reached, remembers the rooms published to; when
   * it is restored, tells those rooms on every node to resync (they missed what this node sent).
   */
  watchCrossNodeLink(link: CrossNodeLink): void;
  /**
   * Tells the sockets of a session (or of every session of a user, but for `exceptSessionId`:
   * a password change keeps the session that made it) and disconnects them, on every node.
   * Call it after the revocation committed; each node's session sweep
   * (server/realtime/session-watch.ts) also ends revoked sessions' sockets if this is missed.
   */
  endSessions(
    target: { sessionId: string } | { userId: number; exceptSessionId?: string },
    reason: SessionEndReason,
  ): void;
  /** Tells every socket of this node (not the other nodes: each knows its own) the node's state. */
  announceStatus(status: ServerStatus): void;
}

/** The link to the other nodes (the Redis adapter). */
export interface CrossNodeLink {
  readonly down: boolean;
  onRestored(listener: () => void): void;
}

export type PublishMirror = <E extends RoomEventName>(room: string, event: E, payload: ServerEventPayload<E>) => void;

export function createPublisher(
  io: SocketServer<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>,
  sequences: RoomSequences,
  log: (error: unknown) => void = () => undefined,
): Publisher {
  const emit = <E extends RoomEventName>(event: E, payload: ServerEventPayload<E>, meta: RoomEventMeta) => {
    const args = [payload, meta] as unknown as Parameters<ServerToClientEvents[E]>;
    io.to(meta.room).emit(event, ...args);
  };
  // One warning per outage of the numbering (Redis), not one per event sent meanwhile.
  let numberingDown = false;
  const noteNumbered = () => {
    numberingDown = false;
  };
  const noteUnnumbered = (error: unknown) => {
    if (!numberingDown) log(error);
    numberingDown = true;
  };
  const mirrors: PublishMirror[] = [];
  let crossNode: CrossNodeLink | undefined;
  const missedByOtherNodes = new Set<string>();
  return {
    addMirror(mirror) {
      mirrors.push(mirror);
    },
    watchCrossNodeLink(link) {
      crossNode = link;
      link.onRestored(() => {
        for (const room of missedByOtherNodes) emit('room:resync', {}, { room });
        missedByOtherNodes.clear();
      });
    },
    publish(rooms, event, payload) {
      const names = typeof rooms === 'string' ? [rooms] : rooms;
      for (const room of names) {
        if (crossNode?.down) missedByOtherNodes.add(room);
        let seq: number | Promise<number>;
        try {
          seq = sequences.next(room);
        } catch (error) {
          seq = Promise.reject(error as Error);
        }
        if (typeof seq === 'number') {
          emit(event, payload, { room, seq });
          continue;
        }
        // Without a number (Redis unreachable) the event still goes out: the node's own
        // clients get it, and the missing `seq` makes them resync the room.
        seq.then(
          (next) => {
            noteNumbered();
            emit(event, payload, { room, seq: next });
          },
          (error: unknown) => {
            noteUnnumbered(error);
            emit(event, payload, { room });
          },
        );
      }
      // The mirrors' copies go out after the rooms' own events (their numbers asked after them too).
      for (const room of names) for (const mirror of mirrors) mirror(room, event, payload);
    },
    endSessions(target, reason) {
      const room = 'sessionId' in target ? sessionRoom(target.sessionId) : accountRoom(target.userId);
      const kept = 'userId' in target && target.exceptSessionId ? [sessionRoom(target.exceptSessionId)] : [];
      io.to(room).except(kept).emit('session:ended', { reason });
      io.in(room).except(kept).disconnectSockets(true);
    },
    announceStatus(status) {
      io.local.emit('server:status', status);
    },
  };
}
