import type { SessionEndReason } from '../../shared/realtime/events.js';
import { checkSession, type SessionCheck } from '../auth/session-check.js';
import type { WriteDeps } from '../db/transaction.js';
import { findHeldSessions, type HeldSession } from './held-sessions.repository.js';
import { isPrivateRoom } from './private-rooms.js';
import type { PortalSocket, PortalSocketServer } from './portal-socket.js';

/** A socket's activity reports touch its session at most this often. */
const ACTIVITY_EVERY_MS = 30_000;

export interface SessionWatchOptions {
  /** The database, and the clock the audit entry of an ended session is stamped by. */
  deps: WriteDeps;
  idleMs: number;
  /** How often this node re-reads the sessions its sockets belong to. */
  sweepMs: number;
  log: (error: unknown) => void;
}

/** Tells a socket its session is over and closes it from the server side (the client does not retry). */
export function endSocketSession(socket: PortalSocket, reason: SessionEndReason): void {
  socket.emit('session:ended', { reason });
  socket.disconnect(true);
}

export const endReasonOf = (check: Exclude<SessionCheck, { ok: true }>): SessionEndReason =>
  check.reason === 'expired' ? 'expired' : check.reason === 'inactive' ? 'deactivated' : 'logout';

/** Why a held session is over by its row (idle time aside), or null while it is live. */
function endedBy(row: HeldSession | undefined, roleAtHandshake: number): SessionEndReason | null {
  if (!row || row.revoked_at !== null) return 'logout';
  if (row.user_status !== 1) return 'deactivated';
  // A role change revokes the sessions (users.service); this also covers a role changed by hand.
  return row.role === roleAtHandshake ? null : 'logout';
}

/**
 * Ends this node's sockets whose session ended with no request to notice it: idle and absolute
 * (token) expiry, and revocations whose broadcast never arrived (Redis was down, or a writer did
 * not call `endSessions`). Every `sweepMs` it reads the sessions its sockets hold in one query;
 * revoked, deactivated or re-roled ones end at once. A session whose idle limit or token expiry
 * falls before the next-but-one sweep gets a timer at that very millisecond, so a socket is not
 * left in its rooms for up to a sweep after its session ended. The timer takes the socket out
 * of its rooms before asking the database (nothing reaches it meanwhile); if a request used the
 * session in the meantime, the socket goes back and is told to resync those rooms. A page in use
 * (mouse, keys) reports it (`session:active`), which counts as using the session.
 */
export function watchSessions(
  io: PortalSocketServer,
  options: SessionWatchOptions,
): { watch(socket: PortalSocket): void; stop(): void } {
  const { deps, idleMs, sweepMs, log } = options;
  const { db } = deps;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const clearTimer = (socket: PortalSocket) => {
    clearTimeout(timers.get(socket.id));
    timers.delete(socket.id);
  };

  const plan = (socket: PortalSocket, deadline: number) => {
    clearTimer(socket);
    const delay = deadline - Date.now();
    if (delay > 2 * sweepMs) return; // a later sweep plans it, with the session as it is then
    timers.set(
      socket.id,
      setTimeout(() => void atDeadline(socket, deadline).catch(log), Math.max(0, delay)),
    );
  };

  const atDeadline = async (socket: PortalSocket, deadline: number) => {
    timers.delete(socket.id);
    const user = socket.data.user;
    if (!socket.connected || !user) return;
    if (Date.now() < deadline) return plan(socket, deadline); // a timer may fire a millisecond early
    if (socket.data.expiresAt !== undefined && Date.now() >= socket.data.expiresAt) {
      return endSocketSession(socket, 'expired');
    }
    const rooms = [...socket.rooms].filter((room) => room !== socket.id && !isPrivateRoom(room));
    for (const room of rooms) void socket.leave(room);
    // Ends (and records) the idle session, unless a request used it since the last sweep.
    const check = await checkSession(deps, user.sessionId, idleMs, { touch: false });
    if (!check.ok) return endSocketSession(socket, endReasonOf(check));
    if (!socket.connected) return;
    await socket.join(rooms);
    for (const room of rooms) socket.emit('room:resync', {}, { room });
  };

  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      const bySession = new Map<string, PortalSocket[]>();
      for (const socket of io.of('/').sockets.values()) {
        const sessionId = socket.data.user?.sessionId;
        if (sessionId) bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), socket]);
      }
      if (bySession.size === 0) return;
      const held = await findHeldSessions(db, [...bySession.keys()]);
      for (const [sessionId, sockets] of bySession) {
        const row = held.get(sessionId);
        for (const socket of sockets) {
          if (!socket.connected || !socket.data.user) continue;
          const ended = endedBy(row, socket.data.user.role);
          if (ended) {
            clearTimer(socket);
            endSocketSession(socket, ended);
            continue;
          }
          // The first millisecond at which checkSession calls it idle, or the token refuses.
          const idleDeadline = Date.parse(row!.last_seen_at) + idleMs + 1;
          plan(socket, Math.min(idleDeadline, socket.data.expiresAt ?? Infinity));
        }
      }
    } catch (error) {
      log(error); // the database is unreachable: the sockets stay, the next sweep tries again
    } finally {
      sweeping = false;
    }
  };

  const interval = setInterval(() => void sweep(), sweepMs);
  interval.unref();
  return {
    /** For the connection handler: plans the socket's end and serves its activity reports. */
    watch(socket) {
      if (socket.data.expiresAt !== undefined) plan(socket, socket.data.expiresAt);
      socket.on('disconnect', () => clearTimer(socket));
      let activeAt = 0;
      socket.on('session:active', () => {
        const user = socket.data.user;
        if (!user || Date.now() - activeAt < ACTIVITY_EVERY_MS) return;
        activeAt = Date.now();
        checkSession(deps, user.sessionId, idleMs, { touch: true }).then((check) => {
          if (!check.ok) return endSocketSession(socket, endReasonOf(check));
          clearTimer(socket); // its idle deadline moved: the next sweep plans the new one
        }, log);
      });
    },
    stop() {
      clearInterval(interval);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
