import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/errors.js';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner, depth + 1));
}

/**
 * Text with a NUL character is refused (400) before any handler sees it: PostgreSQL cannot
 * store it in text columns and would fail the query, and no person types one.
 */
export function registerNulRejection(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      throw badRequest('Text may not contain NUL characters.');
    }
  });
}
