import type { FastifyInstance } from 'fastify';
import { feedTokenParamsSchema } from '../../shared/schemas/calendar-feed.js';
import { hashSecretToken } from '../auth/secret-token.js';
import { notFound } from '../http/errors.js';
import { findFeedOwner } from './calendar-feed.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes declared `access: 'feed'`: the active user whose feed secret is in the path. */
    feedOwner: { id: number; name: string };
  }
}

/** The check behind routes declared `access: 'feed'`: the secret in the path is the only key. */
export function registerFeedAuth(app: FastifyInstance): void {
  app.decorateRequest('feedOwner', null as never);
  app.acceptCredential('feed', async (request) => {
    const parsed = feedTokenParamsSchema.safeParse(request.params);
    const owner = parsed.success ? await findFeedOwner(app.db, hashSecretToken(parsed.data.token)) : undefined;
    if (!owner) throw notFound('Unknown feed.');
    request.feedOwner = owner;
    return true;
  });
}
