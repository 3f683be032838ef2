import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime/events.js';
import { storedToken, useSession } from './session';

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: PortalSocket | null = null;
let onSessionEnded: () => void = () => window.location.assign('/');

export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

/** The one socket, connected while signed in; rooms are joined through useRoom. */
export function getSocket(): PortalSocket {
  if (socket) return socket;
  socket = io({ auth: (cb) => cb({ token: storedToken() }), transports: ['websocket'] });
  socket.on('session:ended', () => {
    disconnectSocket();
    useSession.getState().clear();
    onSessionEnded();
  });
  socket.on('connect_error', () => {
    // A refused handshake (revoked or expired session) while we think we are signed in.
    if (!storedToken()) disconnectSocket();
  });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}
