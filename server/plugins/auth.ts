import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { AuthUser } from '../auth/auth-user.js';
import { can, type Permission } from '../../shared/roles.js';
import { checkSession } from '../auth/session-check.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { hookList, registerRouteAccess } from './route-access.js';

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
 * Every /api route needs a live session unless its declaration says otherwise (route-access.ts).
 * The session row, not the token alone, decides: logout, deactivation and idle expiry take
 * effect at once. `request.auth` fails closed: read without an identity, it answers 401.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('auth', {
    getter(this: FastifyRequest) {
      if (!this.identity) throw unauthorized();
      return this.identity;
    },
    setter(this: FastifyRequest, user: AuthUser) {
      this.identity = user;
    },
  });

  registerRouteAccess(app, async (request) => {
    const sessionId = await sessionIdFromToken(app, bearerToken(request));
    if (!sessionId) return false;
    const check = await checkSession(app, sessionId, app.config.sessionIdleMs);
    if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'Your session has expired.' : 'Unauthenticated.');
    request.auth = check.user;
    return true;
  });

  // A guard made by permit() is moved to onRequest, right after the session check, whichever
  // hook a route lists it in: the role is checked before the body is parsed or validated, so a
  // caller without the right gets 403 whatever the body (never 400/422 telling them about it).
  const guards = new WeakSet<object>();
  app.addHook('onRoute', (route) => moveGuardsToOnRequest(route, guards));

  app.decorate('permit', (permission: Permission | readonly Permission[], message?: string) => {
    const anyOf: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
    const guard: onRequestAsyncHookHandler = async (request) => {
      if (!anyOf.some((one) => can(request.auth.role, one))) throw forbidden(message);
    };
    guards.add(guard);
    return guard;
  });
}

function moveGuardsToOnRequest(route: RouteOptions, guards: WeakSet<object>): void {
  const moved: object[] = [];
  for (const key of ['preValidation', 'preHandler'] as const) {
    const hooks = hookList(route[key]);
    if (!hooks.some((hook) => guards.has(hook))) continue;
    moved.push(...hooks.filter((hook) => guards.has(hook)));
    route[key] = hooks.filter((hook) => !guards.has(hook)) as never;
  }
  if (moved.length > 0) route.onRequest = [...hookList(route.onRequest), ...moved] as never;
}
