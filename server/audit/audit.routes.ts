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
import type { Db } from '../db/connect.js';
import { withPeople } from './people.js';
import { isUndoable, mayWriteArea, undoEntry } from './undo.js';
import { undoNotes } from './undo-state.js';

/** Areas whose records only administrators may see the history of (accounts, sign-ins, message counts). */
const ADMIN_ONLY_HISTORY = new Set(['users', 'sessions', 'messages']);

/**
 * The entries as the caller sees them: the people they name, and whether each can be undone now
 * by this caller (one query per area among them for the records' current versions, not one per entry).
 */
async function forReader(db: Db, user: AuthUser, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const candidates = entries.filter((entry) => isUndoable(entry) && mayWriteArea(user.role, entry.area));
  const notes = await undoNotes(db, candidates);
  const mayTry = new Set(candidates.map((entry) => entry.id));
  const marked = entries.map((entry): AuditEntry => {
    const note = notes.get(entry.id) ?? null;
    return { ...entry, undoable: mayTry.has(entry.id) && note === null, ...(note ? { undo_note: note } : {}) };
  });
  return withPeople(db, marked);
}

/** The audit trail: the administrators' log, each record's history, and undo. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit-log', { preHandler: app.permit('users.manage') }, async (request): Promise<AuditLogResponse> => {
    const query = parse(auditLogQuerySchema, request.query);
    const page = await listAuditEntries(app.db, query);
    return { entries: await forReader(app.db, request.auth, page.entries), next_page: page.next_page };
  });

  app.get('/history/:area/:id', async (request): Promise<HistoryResponse> => {
    const { area, id } = parse(historyParamsSchema, request.params);
    if (ADMIN_ONLY_HISTORY.has(area) && !can(request.auth.role, 'users.manage')) throw forbidden();
    const entries = await historyOf(app.db, [area], id);
    return { entries: await forReader(app.db, request.auth, entries) };
  });

  app.post('/audit-log/:id/undo', async (request): Promise<UndoResponse> => {
    const { id } = parse(idParamsSchema, request.params);
    const entry = await findAuditEntry(app.db, id);
    if (!entry) throw notFound('Audit entry not found.');
    setAuditContext(request.auth, { address: request.ip, undoOf: entry.id });
    const written = await undoEntry(app, request.auth, entry);
    const own = await latestEntryOf(app.db, written.area, written.entityId);
    return { entry: (await forReader(app.db, request.auth, [own!]))[0]! };
  });
}
