import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built client: hashed files under /assets/ are cached for a year, index.html is
 * always revalidated and answers every page route (the not-found handler sends it).
 */
export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const built = existsSync(join(clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = path.includes(`${join(clientDir, 'assets')}`);
        res.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  app.decorate('serveClientIndex', (reply: FastifyReply) => {
    if (!built) return reply.status(404).type('text/plain').send('The client is not built. Run npm run build.');
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
