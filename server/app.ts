import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { areas } from './areas.js';
import type { Config, TrustProxy } from './config.js';
import type { Db } from './db/connect.js';
import { registerAuth } from './plugins/auth.js';
import { registerAuditHooks } from './audit/audit-hooks.js';
import { registerClientFiles } from './plugins/client-files.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerHealthChecks } from './plugins/health.js';
import { registerNulRejection } from './plugins/reject-nul.js';
import './plugins/decorations.js';
import { createPublisher } from './realtime/publisher.js';
import { MemoryRoomSequences, RedisRoomSequences, type RoomSequences } from './realtime/room-sequences.js';
import { RoomSnapshots } from './realtime/room-snapshots.js';
import type { RedisClient } from './realtime/redis.js';
import { createSocketServer } from './realtime/socket-server.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Structured (pino) logs; off in tests unless asked for. */
  logger?: boolean;
  /** Where logs go (stdout by default). */
  logStream?: { write(line: string): void };
  /** With REDIS_URL: the node's Redis connection, for state every node must share. */
  redis?: RedisClient;
}

export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.password_hash',
];

/**
 * Requests are logged without their query string: searches carry patient names
 * (`search-by-name?name=`), and patient data never goes to the log. Nor are board url tokens.
 */
function serializeRequest(request: { method: string; url: string; ip?: string }) {
  // A board's url is its credential: the token never reaches the log either.
  const path = request.url.split('?')[0]!.replace(/^\/board\/[^/]+/, '/board/[token]');
  return { method: request.method, url: path, remoteAddress: request.ip };
}

/**
 * A hop count becomes "trust the n nearest hops": this Fastify ignores a bare number (it cannot
 * tell a proxy from a client), and the README says to use a count only when nothing but the
 * proxy can reach the server.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole portal as a Fastify instance that never listens (main.ts and tests do). */
export async function buildApp({ config, db, logger = false, logStream, redis }: AppDeps): Promise<FastifyInstance> {
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
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  app.decorate('roomSnapshots', new RoomSnapshots());
  const roomSequences: RoomSequences = redis
    ? new RedisRoomSequences(redis, `${config.redisKeyPrefix}seq`)
    : new MemoryRoomSequences();
  app.decorate('roomSequences', roomSequences);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
  await app.register(fastifyJwt, { secret: config.jwtSecret });

  registerErrorHandling(app);
  registerHealthChecks(app);
  registerAuth(app);
  registerAuditHooks(app);
  registerNulRejection(app);
  await registerClientFiles(app, config.clientDir);

  const io = createSocketServer(app);
  app.decorate('io', io);
  app.decorate(
    'publisher',
    createPublisher(io, app.roomSequences, (err) => app.log.warn({ err }, 'room event sent without a sequence number')),
  );
  app.addHook('preClose', async () => {
    // Not io.close(): that would also close Fastify's HTTP server, which Fastify closes itself.
    // Not io.disconnectSockets(): clients take a server-side disconnect as final. Closing the
    // engine drops each transport, which clients see as a lost connection and retry, so they
    // reach the next process with their sessions intact.
    io.engine.close();
  });

  for (const area of areas) await app.register(area, { prefix: '/api' });
  return app;
}
