import type { FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import { clientAddressReader } from '../http/trust-proxy.js';
import { admitHandshake } from './handshake.js';
import { originCheck } from './origin-check.js';
import { MemoryPersonJoinLimits } from './person-join-limits.js';
import { RedisPersonJoinLimits } from './person-join-limits.redis.js';
import type { PortalSocketServer } from './portal-socket.js';
import type { Realtime } from './realtime.js';
import { guardRedis } from './redis-guard.js';
import { serveRooms } from './room-joins.js';
import { watchSessions } from './session-watch.js';

/**
 * socket.io on Fastify's own HTTP server, with the portal's one connection handler. A socket
 * exists only with a live session or a guest's credential an area admits; rooms are joined only
 * by asking (server/realtime/room-joins.ts); areas add their events and hooks through `realtime`.
 */
export function createSocketServer(app: FastifyInstance, realtime: Realtime): PortalSocketServer {
  const io: PortalSocketServer = new SocketServer(app.server, {
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    cors: { origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false },
    allowRequest: originCheck(app.config.corsOrigins, app.config.trustProxy),
  });
  const sessions = watchSessions(io, {
    deps: app,
    idleMs: app.config.sessionIdleMs,
    sweepMs: app.config.sessionSweepMs,
    log: (err) => app.log.warn({ err }, 'socket session sweep failed'),
  });
  app.addHook('onClose', async () => sessions.stop());

  io.use(admitHandshake(app, realtime.admitters));
  const personLimits = app.redis
    ? new RedisPersonJoinLimits(guardRedis(app.redis, app.log, 'room join limits'), app.config.redisKeyPrefix)
    : new MemoryPersonJoinLimits();

  const addressOf = clientAddressReader(app.config.trustProxy);
  io.on('connection', (socket) => {
    socket.data.address = addressOf(socket.request) ?? socket.handshake.address;
    sessions.watch(socket);
    if (app.databaseHealth.state !== 'ok') socket.emit('server:status', { database: app.databaseHealth.state });
    if (app.config.buildId) socket.emit('server:build', { id: app.config.buildId });
    serveRooms(app, realtime, socket, personLimits);
    realtime.events.attach(socket);
  });

  return io;
}
