import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Endpoint, ParsedInput, ResponseOf } from '../../shared/contract/endpoint.js';
import type { RouteAccess } from '../plugins/route-access.js';
import { parse } from './validate.js';

/** A handler answers the endpoint's response, or the reply it sent itself (a cached day, a calendar file). */
export type RouteHandler<E extends Endpoint> = (
  input: ParsedInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ResponseOf<E> | FastifyReply>;

/** What a route may add to its declaration: a body limit, a hook of its own. */
export type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preHandler'>;

const EMPTY = Object.freeze({}) as Record<string, never>;

/** Under test (vitest.config.ts sets it) every JSON answer is checked against its declaration. */
const checkAnswers = process.env.CONTRACT_CHECK === '1';

function expectDeclaredAnswer(endpoint: Endpoint, answer: unknown): void {
  const result = endpoint.response.safeParse(answer);
  if (result.success) return;
  const where = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${endpoint.method} ${endpoint.path} answered outside its contract: ${where.slice(0, 5).join('; ')}`);
}

/**
 * Registers `endpoint` as declared in shared/contract: its access (session unless public, board or
 * feed; a permission guard that runs before the body is read), then params, query and body parsed
 * by their schemas (422 on bad input), then the handler, typed by the declaration.
 */
export function declareRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
): void {
  const { access } = endpoint;
  const routeAccess: RouteAccess = access.kind === 'permission' ? 'session' : access.kind;
  const guard = access.kind === 'permission' ? [app.permit(access.anyOf, access.refused)] : [];
  const preHandler = [...guard, ...[extras.preHandler ?? []].flat()];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: extras.bodyLimit,
    onRequest: extras.onRequest,
    preHandler: preHandler.length > 0 ? preHandler : undefined,
    config: { access: routeAccess, endpoint },
    handler: async (request, reply) => {
      const input = {
        params: endpoint.params ? parse(endpoint.params, request.params) : EMPTY,
        query: endpoint.query ? parse(endpoint.query, request.query) : EMPTY,
        body: endpoint.body ? parse(endpoint.body, request.body) : EMPTY,
      } as ParsedInput<E>;
      if (endpoint.status) reply.status(endpoint.status);
      const answer = await handler(input, request, reply);
      if (checkAnswers && answer !== reply) expectDeclaredAnswer(endpoint, answer);
      return answer;
    },
  });
}
