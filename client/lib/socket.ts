import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, HandshakeRefusal, ServerToClientEvents } from '../../shared/realtime/events.js';
import { storedToken, useSession } from './session';
import { connectionReset, trackConnection } from './use-connection';
import { trackRoomSequences } from './room-sequences';
import { noteServerBuild } from './build-check';

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: PortalSocket | null = null;
let onSessionEnded: () => void = () => window.location.assign('/');
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

function endSession(): void {
  disconnectSocket();
  useSession.getState().clear();
  onSessionEnded();
}

/**
 * socket.io retries by itself only after a lost transport. After a server-side disconnect or a
 * handshake the server refused for a reason other than a lost session (say, its database was
 * busy), we retry ourselves, backing off from 1 s to 10 s.
 */
function retryLater(target: PortalSocket): void {
  clearTimeout(retryTimer);
  const delay = Math.min(10_000, 1_000 * 2 ** retries) * (0.75 + Math.random() * 0.5);
  retries += 1;
  retryTimer = setTimeout(() => {
    // Not while socket.io is already connecting: a second CONNECT makes the server drop the transport.
    if (socket === target && !target.active && storedToken()) target.connect();
  }, delay);
}

/** The node is stopping (a deploy): reconnect at the moment it chose, through the proxy, to a node that stays. */
export function followMoves(target: PortalSocket): void {
  target.on('server:moving', ({ afterMs }) => {
    setTimeout(() => {
      if (!target.connected) return;
      target.disconnect();
      target.connect();
    }, afterMs);
  });
}

/** The one socket, connected while signed in; rooms are joined through useRoom. */
export function getSocket(): PortalSocket {
  if (socket) return socket;
  const created: PortalSocket = io({ auth: (cb) => cb({ token: storedToken() }), transports: ['websocket'] });
  socket = created;
  trackConnection(created);
  trackRoomSequences(created);
  created.on('connect', () => {
    retries = 0;
  });
  // Only these two end a session: the server says so, or it refuses the handshake because the
  // session is gone. A restart, a deploy or a lost network only ever means "reconnect".
  created.on('session:ended', endSession);
  created.on('server:build', ({ id }) => noteServerBuild(id));
  followMoves(created);
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && storedToken()) retryLater(created);
  });
  created.on('connect_error', (error) => {
    if (created.active) return; // the server is unreachable: socket.io keeps retrying by itself
    const refusal = (error as Error & { data?: HandshakeRefusal }).data;
    if (refusal?.reason === 'unauthenticated' || !storedToken()) endSession();
    else retryLater(created);
  });
  return created;
}

let reportedActiveAt = 0;

/**
 * The person is using the page: tells the server at most once a minute, so a session used only
 * through live screens (no requests) is not ended as idle while the page's own inactivity
 * timer still counts it as in use.
 */
export function reportActivity(): void {
  if (!socket?.connected || Date.now() - reportedActiveAt < 60_000) return;
  reportedActiveAt = Date.now();
  socket.emit('session:active');
}

export function disconnectSocket(): void {
  clearTimeout(retryTimer);
  const closing = socket;
  socket = null;
  closing?.disconnect();
  connectionReset();
}
