import type { FastifyInstance } from 'fastify';
import { recordAuditAlone } from './audit.repository.js';
import { setAuditContext } from './audit-context.js';
import { guardRedis } from '../realtime/redis-guard.js';
import { PATIENT_READS, RecentRoomReads, recordRoomRead } from './patient-reads.js';
import { SharedRoomReads } from './room-reads.redis.js';

/**
 * Remembers each signed-in request's address for recordAudit (at preValidation: after the
 * route's own access check), and records every answered read of patient data (one entry per
 * request, written before the answer leaves). A patient read answered without an identity is
 * refused (401) rather than sent unrecorded: the routes' declarations should make it impossible.
 * A socket's join of a room holding patient data is recorded too, before its snapshot is read.
 */
export function registerAuditHooks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.identity) setAuditContext(request.identity, { address: request.ip });
  });

  const recentReads = app.redis
    ? new SharedRoomReads(guardRedis(app.redis, app.log, 'the audit of room reads'), app.config.redisKeyPrefix)
    : new RecentRoomReads();
  app.realtime.afterJoin((join) => recordRoomRead(app, join.user, join.room, join.address, recentReads));

  app.addHook('onSend', async (request, reply, payload) => {
    const read =
      request.method === 'GET' && request.routeOptions.url ? PATIENT_READS[request.routeOptions.url] : undefined;
    if (!read || reply.statusCode >= 400) return payload;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, unknown>;
    await recordAuditAlone(app, {
      actor: request.auth,
      area: read.area,
      action: read.action,
      entityId: read.entity(query, params),
    });
    return payload;
  });
}
