import type { Server as SocketServer } from 'socket.io';
import type { ClientToServerEvents, ServerEventName, ServerEventPayload, ServerToClientEvents, SessionEndReason } from '../../shared/realtime/events.js';
import type { SocketData } from './socket-server.js';
import { accountRoom, sessionRoom } from './private-rooms.js';

/**
 * The only code that emits socket events. Services call it after their transaction has
 * committed, never inside it, so nobody is told about a write that could still roll back.
 */
export interface Publisher {
  publish<E extends ServerEventName>(rooms: string | string[], event: E, payload: ServerEventPayload<E>): void;
  /** Tells the sockets of a session (or of every session of a user) and disconnects them. */
  endSessions(target: { sessionId: string } | { userId: number }, reason: SessionEndReason): void;
}

export function createPublisher(
  io: SocketServer<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>,
): Publisher {
  return {
    publish(rooms, event, payload) {
      const args = [payload] as unknown as Parameters<ServerToClientEvents[typeof event]>;
      io.to(rooms).emit(event, ...args);
    },
    endSessions(target, reason) {
      const room = 'sessionId' in target ? sessionRoom(target.sessionId) : accountRoom(target.userId);
      io.to(room).emit('session:ended', { reason });
      io.in(room).disconnectSockets(true);
    },
  };
}
