import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '../plugins/route-access.js';

/**
 * The app's API routes as it registered them (method, url, declared access), for sweeps that
 * must cover every route, new ones included. HEAD routes (Fastify adds one per GET) only when asked.
 */
export function apiRoutes(app: FastifyInstance, { withHead = false } = {}): DeclaredRoute[] {
  return app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && (withHead || route.method !== 'HEAD'));
}
