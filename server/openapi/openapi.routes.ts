import type { FastifyInstance } from 'fastify';
import { openApiContract as contract } from '../../shared/contract/openapi.js';
import { declareRoute } from '../http/declare-route.js';
import { docsPage } from './docs-page.js';
import { openApiDocument } from './openapi-document.js';
import type { OpenApiDocument } from './openapi-types.js';

/** The API's description (public: it holds no data), built once every area has registered. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const described = () => (document ??= openApiDocument(app.declaredRoutes));

  declareRoute(app, contract.document, async () => described());
  declareRoute(app, contract.reference, async (_input, _request, reply) => {
    reply.type('text/html; charset=utf-8');
    return (page ??= docsPage(described()));
  });
}
