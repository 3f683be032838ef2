import type { Server as SocketServer, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime/events.js';
import type { AuthUser } from '../auth/auth-user.js';

export interface SocketData {
  /** A person's socket; absent on a guest's. */
  user?: AuthUser;
  /** A guest's socket (a wall board): which handshake admitter let it in, and the id it answered. */
  guest?: { kind: string; id: number };
  /** When the person's token expires (ms): the session's absolute limit. */
  expiresAt?: number;
  /** The client's address, by the TRUST_PROXY rule of HTTP's request.ip (server/http/trust-proxy.ts). */
  address?: string;
}

export type PortalSocketServer = SocketServer<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type PortalSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
