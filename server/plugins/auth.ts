import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Permission } from '../../shared/roles.js';
import { checkSession } from '../auth/session-check.js';
import { forbidden, unauthorized } from '../http/errors.js';

interface TokenClaims {
  sid: string;
}

/** The bearer token's session id, or null when there is no valid token. */
export async function sessionIdFromToken(app: FastifyInstance, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const claims = app.jwt.verify<TokenClaims>(token);
    return typeof claims.sid === 'string' ? claims.sid : null;
  } catch {
    return null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * Every /api route needs a live session unless its config says `public: true`. The session
 * row, not the token alone, decides: logout, deactivation and idle expiry take effect at once.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as never);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.public) return;
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    const sessionId = await sessionIdFromToken(app, bearerToken(request));
    if (!sessionId) throw unauthorized();
    const check = await checkSession(app.db, sessionId, app.config.sessionIdleMs);
    if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'Your session has expired.' : 'Unauthenticated.');
    request.auth = check.user;
  });

  app.decorate('permit', (permission: Permission, message?: string) => async (request: FastifyRequest) => {
    if (!can(request.auth.role, permission)) throw forbidden(message);
  });
}
