import type { FastifyInstance } from 'fastify';
import { auditContract as contract } from '../../shared/contract/audit.js';
import { can } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { AuthUser } from '../auth/auth-user.js';
import { declareRoute } from '../http/declare-route.js';
import { forbidden, notFound } from '../http/errors.js';
import { setAuditContext } from './audit-context.js';
import { findAuditEntry, latestEntryOf, listAuditEntries } from './audit.repository.js';
import { withPeople } from './people.js';
import { isUndoable, mayUndoAnything, mayWriteArea, undoEntry } from './undo.js';
import { undoNotes } from './undo-state.js';

/**
 * Areas whose records only administrators may see the history of (accounts, sign-ins, message
 * counts, wall boards and calendar feeds: who holds which device or secret, and from where).
 */
const ADMIN_ONLY_HISTORY = new Set(['users', 'sessions', 'messages', 'boards', 'calendar-feed']);

/**
 * The entries as the caller sees them: the people they name, whether each can be undone now by
 * this caller (one query per area among them for the records' current versions, not one per
 * entry), and the address it came from only for administrators (where a colleague was is theirs).
 */
async function forReader(app: FastifyInstance, user: AuthUser, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const { db, undoables } = app;
  const candidates = entries.filter(
    (entry) => isUndoable(undoables, entry) && mayWriteArea(undoables, user.role, entry.area),
  );
  const notes = await undoNotes(undoables, db, candidates);
  const mayTry = new Set(candidates.map((entry) => entry.id));
  const seesAddresses = can(user.role, 'users.manage');
  const marked = entries.map((entry): AuditEntry => {
    const note = notes.get(entry.id) ?? null;
    return {
      ...entry,
      address: seesAddresses ? entry.address : null,
      undoable: mayTry.has(entry.id) && note === null,
      ...(note ? { undo_note: note } : {}),
    };
  });
  return withPeople(db, marked);
}

/** The audit trail: the administrators' log, each record's history, and undo (shared/contract/audit.ts). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.log, async ({ query }, request) => {
    const page = await listAuditEntries(app.db, query, app.clock.timeZone);
    return { entries: await forReader(app, request.auth, page.entries), next_page: page.next_page };
  });

  declareRoute(app, contract.history, async ({ params: { area, id } }, request) => {
    if (ADMIN_ONLY_HISTORY.has(area) && !can(request.auth.role, 'users.manage')) throw forbidden();
    const entries = await app.histories.viewOf(area)(
      app.db,
      request.auth,
      id,
      await app.histories.of(area)(app.db, id),
    );
    return { entries: await forReader(app, request.auth, entries) };
  });

  // declareRoute parses the body before this check runs; every role may write some area today, so none meets it.
  declareRoute(app, contract.undo, async ({ params: { id }, body }, request) => {
    if (!mayUndoAnything(app.undoables, request.auth.role)) throw forbidden();
    const entry = await findAuditEntry(app.db, id);
    // Only the audit log's readers learn whether an entry exists and what it is; to anyone else
    // an entry of an area they may not write answers as no entry does: 403, nothing revealed.
    const auditor = can(request.auth.role, 'users.manage');
    if (!auditor && (!entry || !mayWriteArea(app.undoables, request.auth.role, entry.area))) throw forbidden();
    if (!entry) throw notFound('Audit entry not found.');
    setAuditContext(request.auth, { address: request.ip, undoOf: entry.id });
    const written = await undoEntry(app, request.auth, entry, { acknowledgeWarnings: body.acknowledge_warnings });
    const own = await latestEntryOf(app.db, written.area, written.entityId);
    return { entry: (await forReader(app, request.auth, [own!]))[0]! };
  });
}
