import type { FastifyInstance } from 'fastify';
import type { ExtendedError } from 'socket.io';
import type { HandshakeRefusal } from '../../shared/realtime/events.js';
import { checkSession } from '../auth/session-check.js';
import { sessionIdFromToken } from '../plugins/auth.js';
import type { HandshakeAdmitters } from './handshake-admitters.js';
import type { PortalSocket } from './portal-socket.js';
import { accountRoom, sessionRoom } from './private-rooms.js';

function handshakeRefusal(
  reason: HandshakeRefusal['reason'],
  database?: HandshakeRefusal['database'],
): Error & { data: HandshakeRefusal } {
  return Object.assign(new Error(reason === 'unauthenticated' ? 'Unauthenticated.' : 'Unavailable.'), {
    data: database ? { reason, database } : { reason },
  });
}

/**
 * The socket handshake: a guest's credential (a wall board's) goes to the area's admitter that
 * names it; anything else is a person's, admitted with a live session only and put in the
 * private rooms of its session and account.
 */
export function admitHandshake(
  app: FastifyInstance,
  admitters: HandshakeAdmitters,
): (socket: PortalSocket, next: (error?: ExtendedError) => void) => Promise<void> {
  return async (socket, next) => {
    try {
      const auth: Record<string, unknown> = socket.handshake.auth ?? {};
      const presented = admitters.presentedIn(auth);
      if (presented) {
        const { admitter, credential } = presented;
        const id = await admitter.admit(socket, credential);
        if (id === null) return next(new Error(admitter.refusal));
        socket.data.guest = { kind: admitter.credential, id };
        return next();
      }
      const token = typeof auth.token === 'string' ? auth.token : undefined;
      const sessionId = await sessionIdFromToken(app, token);
      const check = sessionId ? await checkSession(app, sessionId, app.config.sessionIdleMs) : null;
      if (!check?.ok) return next(handshakeRefusal('unauthenticated'));
      socket.data.user = check.user;
      const exp = token === undefined ? undefined : app.jwt.decode<{ exp?: number }>(token)?.exp;
      if (typeof exp === 'number') socket.data.expiresAt = exp * 1000;
      await socket.join([sessionRoom(check.user.sessionId), accountRoom(check.user.id)]);
      next();
    } catch (error) {
      if (app.databaseHealth.noteFailure(error)) return next(handshakeRefusal('unavailable', 'unreachable'));
      app.log.error({ err: error }, 'socket handshake failed');
      next(handshakeRefusal('unavailable'));
    }
  };
}
