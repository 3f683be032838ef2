import { Projections } from './realtime/projections.js';
import { Keepers } from './db/keepers.js';
import fastifyCors from '@fastify/cors';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { areas } from './areas.js';
import { HTTP_TIMEOUTS, serverTimeoutOptions, type HttpTimeouts } from './http/timeouts.js';
import { trustProxyOption } from './http/trust-proxy.js';
import type { Config } from './config.js';
import { practiceClockOf } from './practice/practice-clock.js';
import type { PracticeClock } from '../shared/practice-clock.js';
import type { Db } from './db/connect.js';
import { DatabaseHealth } from './db/database-health.js';
import { registerAuth } from './plugins/auth.js';
import { registerAuditHooks } from './audit/audit-hooks.js';
import { Histories } from './audit/histories.js';
import { Undoables } from './audit/undoables.js';
import { registerClientFiles } from './plugins/client-files.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerHealthChecks } from './plugins/health.js';
import { registerHttpHeaders } from './plugins/http-headers.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerNulRejection } from './plugins/reject-nul.js';
import './plugins/decorations.js';
import { createPublisher } from './realtime/publisher.js';
import { MemoryRoomSequences, RedisRoomSequences, type RoomSequences } from './realtime/room-sequences.js';
import { Realtime } from './realtime/realtime.js';
import { RoomSnapshots } from './realtime/room-snapshots.js';
import type { RedisClient } from './realtime/redis.js';
import { createSocketServer } from './realtime/socket-server.js';
import { PushSender } from './push/push-sender.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Structured (pino) logs; off in tests unless asked for. */
  logger?: boolean;
  /** Where logs go (stdout by default). */
  logStream?: { write(line: string): void };
  /** With REDIS_URL: the node's Redis connection, for state every node must share. */
  redis?: RedisClient;
  /** How long the server waits on clients (tests shorten them). */
  timeouts?: HttpTimeouts;
  /** The practice's clock (by default the one the config says: the real time, or TEST_NOW in tests). */
  clock?: PracticeClock;
}

export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.password_hash',
];

/**
 * Where URLs carry secrets, in one place. A route whose path declares a `:token` parameter (a
 * calendar feed) is logged as its pattern; in any other path (a board's page `/board/<token>`, a
 * mistyped feed URL) a part shaped like a secret (server/auth/secret-token.ts: 32 random bytes in
 * base64url) is masked.
 */
const SECRET_ROUTE_PARAMETER = /:token\b/;
const SECRET_TOKEN_IN_PATH = /[A-Za-z0-9_-]{43}/g;

/** Percent escapes undone, so an escaped token character cannot hide a token from the mask. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Requests are logged without their query string: searches carry patient names
 * (`search-by-name?name=`), and patient data never goes to the log. Nor does a URL secret,
 * however the URL was spelt (see above).
 */
function serializeRequest(request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) {
  const route = request.routeOptions?.url;
  const url =
    route && SECRET_ROUTE_PARAMETER.test(route)
      ? route
      : decodedPath(request.url.split('?')[0]!).replace(SECRET_TOKEN_IN_PATH, '[token]');
  return { method: request.method, url, remoteAddress: request.ip };
}

/** The whole portal as a Fastify instance that never listens (main.ts and tests do). */
export async function buildApp({
  config,
  db,
  logger = false,
  logStream,
  redis,
  timeouts = HTTP_TIMEOUTS,
  clock = practiceClockOf(config),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: LOG_REDACTIONS,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeoutOptions(timeouts),
  });

  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('db', db);
  app.decorate('databaseHealth', new DatabaseHealth(db, app.log, config.databaseTimeoutMs));
  app.decorate('redis', redis);
  app.decorate('roomSnapshots', new RoomSnapshots());
  app.decorate('realtime', new Realtime());
  app.decorate('undoables', new Undoables());
  app.decorate('histories', new Histories());
  app.decorate('keepers', new Keepers());
  app.decorate('pushes', new PushSender(app, config.vapid));
  const roomSequences: RoomSequences = redis
    ? new RedisRoomSequences(redis, `${config.redisKeyPrefix}seq`)
    : new MemoryRoomSequences();
  app.decorate('roomSequences', roomSequences);

  await registerHttpHeaders(app, config);
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // A name search that stopped at its limit says where the next page is.
      exposedHeaders: ['Link'],
      maxAge: 600,
    });
  }
  await app.register(fastifyJwt, { secret: config.jwtSecret });

  registerErrorHandling(app);
  registerHealthChecks(app);
  registerAuth(app);
  registerAuditHooks(app);
  registerIdempotency(app);
  registerNulRejection(app);
  await registerClientFiles(app, config.clientDir);

  const io = createSocketServer(app, app.realtime);
  app.decorate('io', io);
  app.decorate(
    'publisher',
    createPublisher(io, app.roomSequences, (err) =>
      app.log.warn({ err }, 'room events go out without sequence numbers until Redis answers (clients resync)'),
    ),
  );
  app.decorate(
    'projections',
    new Projections((err) => app.log.error({ err }, 'a committed write was not projected to its rooms')),
  );
  app.databaseHealth.onChange((database) => app.publisher.announceStatus({ database }));
  app.addHook('onReady', async () => app.databaseHealth.start());
  app.addHook('preClose', async () => {
    app.databaseHealth.stop();
    // What has committed reaches the rooms before the sockets go.
    await app.projections.settled();
    // Not io.close(): that would also close Fastify's HTTP server, which Fastify closes itself.
    // Not io.disconnectSockets(): clients take a server-side disconnect as final. Closing the
    // engine drops each transport, which clients see as a lost connection and retry, so they
    // reach the next process with their sessions intact.
    io.engine.close();
  });

  for (const area of areas) await app.register(area, { prefix: '/api' });
  return app;
}
