import type { Ack } from './ack.js';
import type { UserRecord } from '../schemas/users.js';

export type SessionEndReason = 'logout' | 'deactivated' | 'expired';

/**
 * Events the server pushes. Names say what happened. Each area adds its interface here and
 * to the `extends` list below; nothing else declares socket events.
 */
interface SessionServerEvents {
  'session:ended': (payload: { reason: SessionEndReason }) => void;
}

interface UsersServerEvents {
  /** users room: a user was added or edited (the whole record). */
  'user:upserted': (user: UserRecord) => void;
}

export interface ServerToClientEvents extends SessionServerEvents, UsersServerEvents {}

export interface ClientToServerEvents {
  /** Join a room; the ack carries the room's snapshot, read after joining. */
  'room:join': (room: string, ack: (result: Ack<unknown>) => void) => void;
  'room:leave': (room: string, ack?: (result: Ack<null>) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
