import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { unauthorized } from '../http/errors.js';

/**
 * Who may call a route, as its declaration says (`config: { access }`): a live session unless it
 * says otherwise; `public` needs nothing (sign-in, the practice clock); `board` a wall board's
 * url token; `feed` a calendar feed's secret in the path.
 */
export type RouteAccess = 'session' | 'public' | 'board' | 'feed';

/** One route of the app as registered: the list the sweeps iterate. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** Its declaration in shared/contract, for every route registered through `declareRoute`. */
  endpoint?: Endpoint;
}

/** Admits the request (true) or not (false, or throws its own refusal); may set request fields. */
export type CredentialCheck = (request: FastifyRequest) => Promise<boolean>;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * The access check is attached to each API route itself, as its first onRequest hook, when the
 * route is registered: whatever spelling of a URL the router matched to it, the check runs.
 * A credential kind no area has registered refuses everyone.
 */
export function registerRouteAccess(app: FastifyInstance, sessionCheck: CredentialCheck): void {
  const routes: DeclaredRoute[] = [];
  const checks = new Map<RouteAccess, CredentialCheck>([['session', sessionCheck]]);
  app.decorate('declaredRoutes', routes);
  app.decorate('acceptCredential', (access: 'board' | 'feed', check: CredentialCheck) => {
    if (checks.has(access)) throw new Error(`a check for ${access} credentials is already registered`);
    checks.set(access, check);
  });

  app.addHook('onRoute', (route) => {
    // Outside /api are only the health probes and the client's files, which hold no data.
    const access: RouteAccess = isApiRoute(route.url) ? (route.config?.access ?? 'session') : 'public';
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, access, endpoint: route.config?.endpoint });
    if (access === 'public') return;
    const guard: onRequestAsyncHookHandler = async (request) => {
      const check = checks.get(access);
      if (!check || !(await check(request))) throw unauthorized();
    };
    route.onRequest = [guard, ...hookList(route.onRequest)] as never;
  });
}

type Hooks = RouteOptions['onRequest'] | RouteOptions['preValidation'] | RouteOptions['preHandler'];
export const hookList = (hooks: Hooks): object[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
