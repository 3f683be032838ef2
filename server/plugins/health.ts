import type { FastifyInstance } from 'fastify';

const REDIS_TIMEOUT_MS = 2_000;

async function redisAnswers(app: FastifyInstance): Promise<boolean> {
  // A disconnected node-redis client queues commands; isReady says whether it is connected now.
  if (!app.redis?.isReady) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), REDIS_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and orchestrators, without a session: /healthz answers while the process
 * runs; /readyz says what is down. Only the database makes a node unready: without Redis it
 * still serves its own clients (shared state falls back to its memory), and since every node
 * shares the one Redis, taking "unready" nodes out would take them all out. Nothing is logged
 * per probe: the outages themselves are logged once each (databaseHealth, redis-guard).
 */
export function registerHealthChecks(app: FastifyInstance): void {
  // A probe every few seconds from each balancer would be most of the log at info.
  const quiet = { logLevel: 'warn' } as const;
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) => {
    const checks: Record<string, 'ok' | 'unreachable'> = {};
    checks.database = (await app.databaseHealth.check()) ? 'ok' : 'unreachable';
    if (app.redis) checks.redis = (await redisAnswers(app)) ? 'ok' : 'unreachable';
    const ready = checks.database === 'ok';
    const status = !ready ? 'unavailable' : checks.redis === 'unreachable' ? 'degraded' : 'ok';
    return reply.status(ready ? 200 : 503).send({ status, checks });
  });
}
