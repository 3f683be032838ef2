import type { DeclaredRoute } from '../plugins/route-access.js';
import { inlineSingleUses, SchemaBook } from './json-schemas.js';
import { operationOf } from './operation.js';
import type { OpenApiDocument } from './openapi-types.js';
import { areaOf, openApiPath } from './operation-names.js';

const DESCRIPTION = [
  'The portal’s HTTP API, generated from the declarations in shared/contract.',
  'Sign in with POST /api/login and send the answered token as `Authorization: Bearer <token>`.',
  '`x-access` says who may call an operation: `public`, `board` (a wall board’s url token),',
  '`feed` (a calendar feed’s secret in the path), `session` (any signed-in user), or the roles',
  'allowed (their permission in `x-permission`); others get 403 with the message shown.',
  'Every operation states its `security`: `[]` for the public ones and the feed (whose secret is',
  'its path), the session’s or the board’s bearer token for the others.',
].join(' ');

/**
 * The OpenAPI 3.1 document of every route registered through a declaration (HEAD twins of GET
 * routes left out): areas converted later appear as they register.
 */
export function openApiDocument(routes: readonly DeclaredRoute[]): OpenApiDocument {
  const books = { input: new SchemaBook('input'), output: new SchemaBook('output') };
  const paths: OpenApiDocument['paths'] = {};
  for (const { method, url, endpoint } of routes) {
    if (!endpoint || method === 'HEAD') continue;
    (paths[openApiPath(url)] ??= {})[method.toLowerCase()] = operationOf(method, url, endpoint, books);
  }
  const areas = [...new Set(routes.filter((route) => route.endpoint).map((route) => areaOf(route.url)))].sort();
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Surgical practice portal API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    // The default for an operation that would state none (each states its own).
    security: [{ session: [] }],
    tags: areas.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...books.input.components(), ...books.output.components() },
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /api/login answers; the session ends at logout or when idle.',
        },
        board: { type: 'http', scheme: 'bearer', description: 'A wall board’s url token.' },
      },
    },
  };
  inlineSingleUses(document);
  return document;
}
