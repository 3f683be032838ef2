import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/**
 * For load balancers and orchestrators, without a session: /healthz answers while the process
 * runs; /readyz only while the database (and Redis, when configured) answer too.
 */
export function registerHealthChecks(app: FastifyInstance): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const checks: Record<string, 'ok' | 'unreachable'> = {};
    try {
      await withinTimeout(sql`select 1`.execute(app.db));
      checks.database = 'ok';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      checks.database = 'unreachable';
    }
    if (app.redis) {
      try {
        // A disconnected node-redis client queues commands; isReady says whether it is connected now.
        if (!app.redis.isReady) throw new Error('not connected');
        await withinTimeout(app.redis.ping());
        checks.redis = 'ok';
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: redis unreachable');
        checks.redis = 'unreachable';
      }
    }
    const ready = Object.values(checks).every((state) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}
