import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';

/**
 * One error shape for the whole API: 4xx answer `{ message }` (plus `errors` or `current`
 * where the contract says so); anything unexpected is logged and answered 500 without detail.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, wrong content type.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    return app.serveClientIndex(reply);
  });
}
