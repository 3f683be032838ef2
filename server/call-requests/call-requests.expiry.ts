import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { inTransaction } from '../db/transaction.js';
import {
  dueRequestRows,
  findPeople,
  findRequestRow,
  offersOf,
  updateRequestIf,
  type CallRequestRow,
} from './call-requests.repository.js';
import {
  auditRequest,
  concerned,
  describe,
  KIND_TITLES,
  requestChanged,
  type RequestDeps,
} from './call-requests.service.js';
import { storeNotices } from '../messages/request-notices.js';

const EXPIRY_ACTOR: AuditActor = { id: null, name: 'Portal (request expired)' };

/**
 * Every open request (or only `id`) whose call has started by `now` becomes expired, its author
 * told. The change is conditional, so of several nodes sweeping at once exactly one expires each
 * request (and tells its author once). Answers how many this call expired.
 */
export async function expireDueRequests(deps: RequestDeps, now: Date, id?: number): Promise<number> {
  const due = await dueRequestRows(deps.db, now.toISOString(), id);
  let expired = 0;
  for (const row of due) {
    const done = await inTransaction(deps, async (trx): Promise<CallRequestRow | null> => {
      const won = await updateRequestIf(
        trx,
        row.id,
        { state: row.state, version: row.version },
        { state: 'expired' },
        null,
      );
      if (!won) return null;
      const after = (await findRequestRow(trx, row.id))!;
      await auditRequest(trx, EXPIRY_ACTOR, 'update', row, after);
      const offers = await offersOf(trx, row.id);
      const { what } = await describe(trx, row);
      const title = KIND_TITLES[row.kind];
      const [author] = (await findPeople(trx, [row.author_id])).values();
      const sender: AuthUser = { id: row.author_id, name: author?.name ?? '', role: 0, sessionId: '' };
      const notice = {
        subject: `${title} expired`,
        message: `${title} expired: ${what} was not settled before the call started.`,
        about: { callRequestId: row.id },
      };
      // Sent in the author's name, as their own copy first (nobody else acted), then to the others.
      await storeNotices(trx, sender, [{ ...notice, recipientIds: [row.author_id] }], { includeActor: true });
      await storeNotices(trx, sender, [{ ...notice, recipientIds: concerned(row, offers, true) }]);
      return requestChanged(trx, after);
    });
    if (done) expired += 1;
  }
  return expired;
}

/** How often each node looks for requests whose call has started. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Expires due requests every minute on each node (the change is conditional, so one node wins
 * each). The timer does not keep the process alive; closing the app stops it and waits for a
 * sweep under way, so a graceful shutdown never cuts one off mid-transaction.
 */
export function startCallRequestExpiry(app: FastifyInstance, everyMs = EXPIRY_SWEEP_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = expireDueRequests(app, app.clock.now()).catch((error: unknown) => {
      app.log.error({ err: error }, 'call request expiry failed');
      app.databaseHealth.noteFailure(error);
    });
  };
  const timer = setInterval(sweep, everyMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
