import type { FastifyInstance } from 'fastify';
import { pagingContract as contract } from '../../shared/contract/paging.js';
import type { Ladder, LadderTarget, PageRecord, SendPageBody } from '../../shared/schemas/paging.js';
import { zonedParts } from '../../shared/zoned-time.js';
import { recordAudit, type AuditActor } from '../audit/audit.repository.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';
import { declareRoute } from '../http/declare-route.js';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../http/errors.js';
import { acknowledgingUser } from './acknowledge-link.js';
import { registerPagingRunner, runDueStepsSoon } from './paging-runner.js';
import { registerPagingLive } from './paging.live.js';
import {
  acknowledgePage,
  activeUserIds,
  findPageRow,
  insertPage,
  insertSteps,
  isRecipient,
  nameOf,
  pageIdsOf,
  readLadder,
  readPage,
  readPages,
  saveLadder,
  stopUnsentSteps,
} from './paging.repository.js';
import type { PageStepsTable } from './paging.tables.js';
import './paging.changes.js';

/** The most pages GET /api/pages answers. */
const PAGE_LIST_LIMIT = 50;

/** `instant` plus whole seconds, from the whole second it falls in (steps fall due on whole seconds). */
function dueAt(instant: string, afterSeconds: number): string {
  const start = Math.floor(Date.parse(instant) / 1000) * 1000;
  return new Date(start + afterSeconds * 1000).toISOString();
}

/**
 * Whom a step of the ladder pages for a page to `to`. The ladder is written for a page to 1st
 * call: its 'first' steps page the addressee, its 'second' steps the backup. A page for a person
 * pages that person at each 1st/2nd-call step; a page for 2nd call pages 2nd call at the 'first'
 * steps and escalates to 1st call at the 'second' ones. The schedulers stay the schedulers.
 */
function stepTarget(to: SendPageBody['to'], ladderTo: LadderTarget): Pick<PageStepsTable, 'target' | 'target_user_id'> {
  if (ladderTo === 'schedulers') return { target: 'schedulers', target_user_id: null };
  if (typeof to === 'number') return { target: 'person', target_user_id: to };
  if (to === 'second') return { target: ladderTo === 'first' ? 'second' : 'first', target_user_id: null };
  return { target: ladderTo, target_user_id: null };
}

/** Pages with an escalation ladder (issue 34), as shared/contract/paging.ts declares them. */
export async function pagingRoutes(app: FastifyInstance): Promise<void> {
  const canSee = async (page: PageRecord, userId: number) =>
    page.sender.id === userId || (await isRecipient(app.db, page.id, userId));

  declareRoute(app, contract.send, async ({ body }, request) => {
    if (typeof body.to === 'number' && (await activeUserIds(app.db, [body.to])).length === 0)
      throw fieldError('to', 'No active user has that id.');
    const pageId = await inTransaction(app, async (trx) => {
      const now = writeAt(trx);
      const ladder = await readLadder(trx);
      const id = await insertPage(trx, {
        sender_id: request.auth.id,
        target: typeof body.to === 'number' ? 'person' : body.to,
        target_user_id: typeof body.to === 'number' ? body.to : null,
        text: body.text,
        created_at: now,
      });
      await insertSteps(
        trx,
        ladder.steps.map((step, index) => ({
          page_id: id,
          step_index: index,
          due_at: dueAt(now, step.after_seconds),
          ...stepTarget(body.to, step.to),
        })),
      );
      // Who was paged and the ladder's length, never the text (it may hold patient data).
      await recordAudit(trx, {
        actor: request.auth,
        area: 'pages',
        action: 'send',
        entityId: id,
        after: { to: body.to, steps: ladder.steps.length },
      });
      recordChange(trx, { kind: 'page-changed', pageId: id });
      return id;
    });
    runDueStepsSoon(app);
    return { page: (await readPage(app.db, pageId))! };
  });

  declareRoute(app, contract.list, async (_input, request) => ({
    pages: await readPages(app.db, await pageIdsOf(app.db, request.auth.id, PAGE_LIST_LIMIT)),
  }));

  declareRoute(app, contract.show, async ({ params }, request) => {
    const page = await readPage(app.db, params.id);
    if (!page) throw notFound('No such page.');
    if (!(await canSee(page, request.auth.id)))
      throw forbidden('Only its sender and the people it reached see a page.');
    return { page };
  });

  declareRoute(app, contract.acknowledge, async ({ params }, request) => {
    await inTransaction(app, (trx) => acknowledge(trx, params.id, request.auth));
    return { page: (await readPage(app.db, params.id))! };
  });

  declareRoute(app, contract.acknowledgeFromNotification, async ({ params, body }) => {
    const refused = () =>
      fieldError('token', 'This notification can no longer acknowledge the page: open the portal to answer it.');
    const userId = acknowledgingUser(app.config.jwtSecret, params.id, body.token, app.clock.now());
    if (userId === null || (await activeUserIds(app.db, [userId])).length === 0) throw refused();
    const actor = { id: userId, name: await nameOf(app.db, userId) };
    try {
      await inTransaction(app, (trx) => acknowledge(trx, params.id, actor));
    } catch (error) {
      // Acknowledged first by someone (or on another device): the button's work is done all the same.
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    }
    const page = (await readPage(app.db, params.id))!;
    return {
      acknowledged_by: page.acknowledged_by?.name ?? actor.name,
      acknowledged_at: page.acknowledged_at!,
      by_you: page.acknowledged_by?.id === userId,
    };
  });

  async function acknowledge(
    trx: Parameters<typeof recordAudit>[0],
    pageId: number,
    actor: AuditActor & { id: number },
  ) {
    const row = await findPageRow(trx, pageId);
    if (!row) throw notFound('No such page.');
    if (!(await isRecipient(trx, pageId, actor.id)))
      throw forbidden('Only a person this page was sent to may acknowledge it.');
    const now = writeAt(trx);
    if (!(await acknowledgePage(trx, pageId, actor.id, now))) {
      const current = (await readPage(trx, pageId))!;
      const at = zonedParts(new Date(current.acknowledged_at!), app.clock.timeZone).time;
      throw conflict(current, `Already acknowledged by ${current.acknowledged_by?.name ?? 'someone'} at ${at}.`);
    }
    const stopped = await stopUnsentSteps(trx, pageId, now);
    await recordAudit(trx, {
      actor,
      area: 'pages',
      action: 'acknowledge',
      entityId: pageId,
      after: { acknowledged_at: now, steps_stopped: stopped },
    });
    recordChange(trx, { kind: 'page-changed', pageId });
  }

  declareRoute(app, contract.ladder, async () => readLadder(app.db));

  declareRoute(app, contract.setLadder, async ({ body }, request) => {
    const ladder: Ladder = { steps: body.steps };
    await inTransaction(app, async (trx) => {
      const before = await readLadder(trx);
      await saveLadder(trx, ladder, request.auth.id, writeAt(trx));
      await recordAudit(trx, {
        actor: request.auth,
        area: 'pages',
        action: 'update',
        entityId: 'ladder',
        before,
        after: ladder,
      });
    });
    return ladder;
  });

  registerPagingLive(app);
  registerPagingRunner(app);
}
