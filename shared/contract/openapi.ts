import { z } from 'zod';
import { access, endpoint } from './endpoint.js';

/** The API's own description, for outside clients (a kiosk, an integration, a script). */
export const openApiContract = {
  document: endpoint({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document: every route, its schemas and who may call it',
    access: access.public,
    response: z.object({
      openapi: z.string(),
      info: z.object({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  }),
  reference: endpoint({
    method: 'GET',
    path: '/docs',
    summary: 'The same, as a readable page',
    access: access.public,
    response: z.string(),
    produces: 'text/html',
  }),
};
