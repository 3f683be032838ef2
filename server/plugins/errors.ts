import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { isApiPath } from './http-headers.js';
import { DATABASE_UNAVAILABLE } from '../db/faults.js';

/**
 * One error shape for the whole API: 4xx answer `{ message }` (plus `errors` or `current`
 * where the contract says so); the database being unreachable answers 503 with Retry-After;
 * anything unexpected is logged and answered 500 without detail.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.extra });
    }
    if (isConstraintViolation(error)) {
      // Validation should have caught it; answer as bad input rather than as a server fault.
      request.log.warn({ err: error }, 'constraint violation reached the database');
      return reply
        .status(422)
        .send({ message: 'The given data was invalid.', errors: { general: ['The given data was invalid.'] } });
    }
    if (app.databaseHealth.noteFailure(error)) {
      // An outage, not a bug: logged once by databaseHealth, not once per request.
      return reply
        .status(DATABASE_UNAVAILABLE.status)
        .header('Retry-After', String(DATABASE_UNAVAILABLE.retryAfterSeconds))
        .send({ message: DATABASE_UNAVAILABLE.message });
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
    // Any spelling of an API path, and anything but a page read, is a JSON 404, never the page.
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: 'Not found.' });
    }
    return app.serveClientIndex(reply);
  });
}

/** SQLite SQLITE_CONSTRAINT_* or PostgreSQL class 23 (integrity constraint violation). */
function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code));
}
