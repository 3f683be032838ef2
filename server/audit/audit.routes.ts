import type { FastifyInstance } from 'fastify';
import {
  auditLogQuerySchema,
  historyParamsSchema,
  type AuditEntry,
  type AuditLogResponse,
  type HistoryResponse,
  type UndoResponse,
} from '../../shared/schemas/audit.js';
import { can } from '../../shared/roles.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import type { AuthUser } from '../auth/auth-user.js';
import { forbidden, notFound } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { setAuditContext } from './audit-context.js';
import { findAuditEntry, historyOf, latestEntryOf, listAuditEntries } from './audit.repository.js';
import { isUndoable, mayWriteArea, undoEntry } from './undo.js';

/** Areas whose records only administrators may see the history of (accounts, sign-ins, message counts). */
const ADMIN_ONLY_HISTORY = new Set(['users', 'sessions', 'messages']);

const withUndoable =
  (user: AuthUser) =>
  (entry: AuditEntry): AuditEntry => ({
    ...entry,
    undoable: isUndoable(entry) && mayWriteArea(user.role, entry.area),
  });

/** The audit trail: the administrators' log, each record's history, and undo. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit-log', { preHandler: app.permit('users.manage') }, async (request): Promise<AuditLogResponse> => {
    const query = parse(auditLogQuerySchema, request.query);
    const page = await listAuditEntries(app.db, query);
    return { entries: page.entries.map(withUndoable(request.auth)), next_page: page.next_page };
  });

  app.get('/history/:area/:id', async (request): Promise<HistoryResponse> => {
    const { area, id } = parse(historyParamsSchema, request.params);
    if (ADMIN_ONLY_HISTORY.has(area) && !can(request.auth.role, 'users.manage')) throw forbidden();
    const entries = await historyOf(app.db, [area], id);
    return { entries: entries.map(withUndoable(request.auth)) };
  });

  app.post('/audit-log/:id/undo', async (request): Promise<UndoResponse> => {
    const { id } = parse(idParamsSchema, request.params);
    const entry = await findAuditEntry(app.db, id);
    if (!entry) throw notFound('Audit entry not found.');
    setAuditContext(request.auth, { address: request.ip, undoOf: entry.id });
    const written = await undoEntry(app, request.auth, entry);
    const own = await latestEntryOf(app.db, written.area, written.entityId);
    return { entry: withUndoable(request.auth)(own!) };
  });
}
