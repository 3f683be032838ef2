import fastifyHelmet from '@fastify/helmet';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { areas } from './areas.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import { registerAuth } from './plugins/auth.js';
import { registerAuditHooks } from './audit/audit-hooks.js';
import { registerClientFiles } from './plugins/client-files.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerNulRejection } from './plugins/reject-nul.js';
import './plugins/decorations.js';
import { createPublisher } from './realtime/publisher.js';
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
 * (`search-by-name?name=`), and patient data never goes to the log.
 */
function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
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
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  app.decorate('roomSnapshots', new RoomSnapshots());

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
  await app.register(fastifyJwt, { secret: config.jwtSecret });

  registerErrorHandling(app);
  registerAuth(app);
  registerAuditHooks(app);
  registerNulRejection(app);
  await registerClientFiles(app, config.clientDir);

  const io = createSocketServer(app);
  app.decorate('io', io);
  app.decorate('publisher', createPublisher(io));
  app.addHook('preClose', async () => {
    // Not io.close(): that would also close Fastify's HTTP server, which Fastify closes itself.
    io.disconnectSockets(true);
    io.engine.close();
  });

  for (const area of areas) await app.register(area, { prefix: '/api' });
  return app;
}
