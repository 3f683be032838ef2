import { io } from 'socket.io-client';
import { trackRoomSequences } from '../lib/room-sequences';
import { followMoves, type PortalSocket } from '../lib/socket';

let current: { token: string; socket: PortalSocket } | null = null;

/** The board's one socket, authenticated by its url token (never the people's session). */
export function boardSocket(token: string): PortalSocket {
  if (current?.token === token) return current.socket;
  current?.socket.disconnect();
  const socket: PortalSocket = io({ auth: { board: token }, transports: ['websocket'] });
  // Gap detection, as on people's screens: a board that missed an event reads its day again.
  trackRoomSequences(socket);
  followMoves(socket);
  current = { token, socket };
  return socket;
}
