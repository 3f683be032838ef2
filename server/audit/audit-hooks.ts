import type { FastifyInstance } from 'fastify';
import { recordAudit } from './audit.repository.js';
import { setAuditContext } from './audit-context.js';
import { PATIENT_READS } from './patient-reads.js';

/**
 * Registered on the root instance after the auth hook: remembers each signed-in request's
 * address for recordAudit, and records every answered read of patient data (one entry per
 * request, written before the answer leaves).
 */
export function registerAuditHooks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.auth) setAuditContext(request.auth, { address: request.ip });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const read =
      request.method === 'GET' && request.routeOptions.url ? PATIENT_READS[request.routeOptions.url] : undefined;
    if (!read || !request.auth || reply.statusCode >= 400) return payload;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const params = (request.params ?? {}) as Record<string, unknown>;
    await recordAudit(app.db, {
      actor: request.auth,
      area: read.area,
      action: read.action,
      entityId: read.entity(query, params),
    });
    return payload;
  });
}
