import { io } from 'socket.io-client';
import type { PortalSocket } from '../lib/socket';

let current: { token: string; socket: PortalSocket } | null = null;

/** The board's one socket, authenticated by its url token (never the people's session). */
export function boardSocket(token: string): PortalSocket {
  if (current?.token === token) return current.socket;
  current?.socket.disconnect();
  const socket: PortalSocket = io({ auth: { board: token }, transports: ['websocket'] });
  current = { token, socket };
  return socket;
}
