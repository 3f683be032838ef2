import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { recordAudit, type AuditActor } from '../audit/audit.repository.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';
import { unreadCounts } from '../messages/messages.repository.js';
import { acknowledgeLink } from './acknowledge-link.js';
import { findEntries } from '../scheduling/scheduling.queries.js';
import {
  activeSchedulerIds,
  activeUserIds,
  addRecipients,
  claimStep,
  dueSteps,
  nameOf,
  type DueStep,
} from './paging.repository.js';
import type { Db } from '../db/connect.js';
import './paging.changes.js';

/** How often each node looks for due steps (real time; "due" is read on the practice's clock). */
const TICK_MS = 1000;
/** Steps taken per look, at most (the rest wait for the next look). */
const STEPS_PER_TICK = 50;

/** Who the audit log says sent a step: the ladder itself, on behalf of the page's sender. */
const LADDER_ACTOR: AuditActor = { id: null, name: 'Paging ladder' };

/** Pushes under way, per portal: awaited before it closes. */
const sending = new WeakMap<FastifyInstance, Set<Promise<void>>>();
/** Each portal's runner timer, by its database (the same for the portal and its plugins' contexts). */
const timers = new WeakMap<object, NodeJS.Timeout>();
/** Portals whose runner was stopped (before or after it started). */
const stopped = new WeakSet<object>();
/** Each running runner's look for due steps, by database, for `runDueStepsSoon`. */
const kicks = new WeakMap<object, () => void>();

/** Whom a step reaches at this moment: today's holder from the live calendar, the schedulers, or the page's person. */
async function recipientsOf(app: FastifyInstance, db: Db, step: DueStep): Promise<number[]> {
  if (step.target === 'schedulers') return activeSchedulerIds(db);
  if (step.target === 'person') return activeUserIds(db, step.target_user_id === null ? [] : [step.target_user_id]);
  const [today] = await findEntries(db, [app.clock.today()]);
  const holder = step.target === 'first' ? today?.surgeon_1st : today?.surgeon_2nd;
  return holder == null ? [] : activeUserIds(db, [holder]);
}

/**
 * One look for due steps, as node `nodeId`: each due step (by the practice's clock) of a page
 * nobody acknowledged is claimed, resolved to people at this moment, recorded and audited in one
 * transaction; after it commits, those people's devices are pushed and the rooms told. A step
 * another node claimed first is left to it; a step is never sent twice. Answers the steps this
 * node sent.
 */
export async function runDueSteps(app: FastifyInstance, nodeId: string): Promise<number> {
  const due = await dueSteps(app.db, app.clock.nowIso(), STEPS_PER_TICK);
  let sent = 0;
  for (const step of due) {
    const claimed = await inTransaction(app, async (trx) => {
      const recipients = await recipientsOf(app, trx, step);
      if (!(await claimStep(trx, step.id, nodeId, writeAt(trx), recipients))) return null;
      await addRecipients(trx, step.page_id, recipients);
      await recordAudit(trx, {
        actor: LADDER_ACTOR,
        area: 'pages',
        action: 'send',
        entityId: step.page_id,
        after: { step: step.step_index + 1, target: step.target, sent_to: recipients, node: nodeId },
      });
      recordChange(trx, { kind: 'page-changed', pageId: step.page_id });
      return { recipients, senderName: await senderNameOf(trx, step.page_id) };
    });
    if (!claimed) continue;
    sent += 1;
    if (claimed.recipients.length === 0)
      app.log.warn({ page: step.page_id, step: step.step_index + 1 }, `paging: step reached nobody (${step.target})`);
    else pushStep(app, step.page_id, claimed.senderName, claimed.recipients);
  }
  return sent;
}

async function senderNameOf(db: Db, pageId: number): Promise<string> {
  const page = await db.selectFrom('pages').select('sender_id').where('id', '=', pageId).executeTakeFirstOrThrow();
  return nameOf(db, page.sender_id);
}

/**
 * The push of a step: who pages, never the page's text (it may hold patient data), and the
 * capability of the notification's Acknowledge button for that one person.
 */
function pushStep(app: FastifyInstance, pageId: number, senderName: string, recipients: number[]): void {
  const push = (async () => {
    const counts = await unreadCounts(app.db, recipients).catch(() => new Map<number, number>());
    await app.pushes.toPeople(
      recipients,
      async (userId) => ({
        kind: 'page',
        title: `Page from ${senderName}`,
        body: 'Open the portal to answer.',
        unread: counts.get(userId) ?? 0,
        url: `/pages/${pageId}`,
        tag: `page-${pageId}`,
        acknowledge: {
          url: `/api/pages/${pageId}/acknowledge-from-notification`,
          token: acknowledgeLink(app.config.jwtSecret, pageId, userId, app.clock.now()),
        },
      }),
      { kind: 'page', topic: `page-${pageId}`, urgency: 'high' },
    );
  })();
  const under = sending.get(app);
  under?.add(push);
  void push.finally(() => under?.delete(push));
}

/**
 * Starts this node's runner: every second it sends the due steps, under a node id made at
 * start. The steps' state lives in the database, so a restart or a second node neither loses nor
 * repeats one. Stopped (and its pushes under way finished) when the portal closes.
 */
export function registerPagingRunner(app: FastifyInstance): string {
  const nodeId = `node-${randomBytes(6).toString('hex')}`;
  sending.set(app, new Set());
  let running: Promise<unknown> | null = null;
  let again = false;
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = runDueSteps(app, nodeId)
      .catch((error: unknown) =>
        app.databaseHealth.logBackgroundFailure(app.log, error, 'paging: could not send the due steps'),
      )
      .finally(() => {
        running = null;
        if (again && timers.has(app.db)) {
          again = false;
          tick();
        }
      });
  };
  app.addHook('onReady', async () => {
    if (stopped.has(app.db)) return;
    const timer = setInterval(tick, TICK_MS);
    timer.unref();
    timers.set(app.db, timer);
    kicks.set(app.db, tick);
  });
  app.addHook('preClose', async () => {
    stopPagingRunner(app);
    await running;
    await Promise.allSettled([...(sending.get(app) ?? [])]);
  });
  return nodeId;
}

/**
 * Looks for due steps now rather than at the next tick: a new page's first step (due at once)
 * goes out as soon as the page is committed. Nothing when the runner is stopped.
 */
export function runDueStepsSoon(app: FastifyInstance): void {
  if (timers.has(app.db)) kicks.get(app.db)?.();
}

/** Stops the runner's timer (tests run `runDueSteps` themselves, at the moments they state). */
export function stopPagingRunner(app: FastifyInstance): void {
  stopped.add(app.db);
  clearInterval(timers.get(app.db));
  timers.delete(app.db);
  kicks.delete(app.db);
}
