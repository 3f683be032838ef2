import { can } from '../../shared/roles.js';
import type { CalendarEntryInput, CallEntry } from '../../shared/schemas/call-calendar.js';
import {
  isOpenCallRequest,
  type CallRequestDetail,
  type CallRequestState,
} from '../../shared/schemas/call-requests.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { inTransaction, writeAt } from '../db/transaction.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.repository.js';
import { StaleDays, writeCallEntries } from '../scheduling/scheduling.commands.js';
import { findEntries } from '../scheduling/scheduling.queries.js';
import { expireDueRequests } from './call-requests.expiry.js';
import {
  declineOffer,
  findRequestRow,
  toCallRequests,
  offersOf,
  updateRequestIf,
  type CallRequestRow,
  type OfferRow,
} from './call-requests.repository.js';
import {
  callRequestDetail,
  concerned,
  describe,
  detailOfRow,
  KIND_TITLES,
  movesOf,
  NOT_FOUND,
  requestChanged,
  schedulers,
  withNote,
  type RequestDeps,
} from './call-requests.service.js';
import { storeNotices, type RequestNotice } from '../messages/request-notices.js';

/**
 * The transitions of a call request (accept, decline, withdraw, approve, reject): each one
 * conditional update of the request, its apply through the call calendar's own write, its audit
 * entry and its notices, in one transaction; the rooms hear of it after the commit.
 */

const CALLS_CHANGED = 'The calls changed since this request was made.';

/** Rolls the transition back; answered as 409 with the request as committed. */
class Stale extends Error {}
/** The calls no longer hold what the request says. */
class CallsChanged extends Error {}

/** The transition's outcome, with its one notice about the request stored in the same transaction. */
async function withNotice(
  trx: Db,
  actor: AuthUser,
  row: CallRequestRow,
  notice: Omit<RequestNotice, 'about'>,
): Promise<CallRequestRow> {
  await storeNotices(trx, actor, [{ ...notice, about: { callRequestId: row.id } }]);
  return row;
}

type Work = (trx: Db, row: CallRequestRow, offers: OfferRow[]) => Promise<CallRequestRow>;

/** The call of an open request has started: it expires (its own transaction) instead of moving on. */
class Due extends Error {}

/** Each transition's moves of its request, audited together once its work is done. */
const requestMoves = new WeakMap<Db, [before: CallRequestRow, after: CallRequestRow][]>();

/**
 * One transition of request `id` in one transaction: `work` moves it on; a request whose call has
 * started expires instead. A finished request, a lost race or calls that changed answer 409 with
 * the request as committed; the rooms hear of it after the commit.
 */
async function transition(deps: RequestDeps, actor: AuthUser, id: number, work: Work): Promise<CallRequestDetail> {
  const now = deps.clock.now();
  let done: CallRequestRow;
  try {
    done = await inTransaction(deps, async (trx) => {
      const row = await findRequestRow(trx, id);
      if (!row) throw notFound(NOT_FOUND);
      if (isOpenCallRequest(row.state) && row.expires_at <= now.toISOString()) throw new Due();
      requestMoves.set(trx, []);
      const after = await work(trx, row, await offersOf(trx, id));
      await auditMoves(trx, actor, requestMoves.get(trx)!);
      return requestChanged(trx, after);
    });
  } catch (error) {
    if (error instanceof Due) {
      await expireDueRequests(deps, now, id);
      const detail = await callRequestDetail(deps, id, actor.id);
      throw conflict(detail, `This request is ${STATE_WORDS[detail.request.state]}.`);
    }
    if (error instanceof Stale)
      throw conflict(await callRequestDetail(deps, id, actor.id), error.message || 'This request changed first.');
    if (error instanceof CallsChanged || error instanceof StaleDays)
      throw conflict(await callRequestDetail(deps, id, actor.id), CALLS_CHANGED);
    throw error;
  }
  return detailOfRow(deps, deps.db, done, actor.id);
}

const STATE_WORDS: Record<CallRequestState, string> = {
  proposed: 'waiting for an answer',
  accepted: 'already accepted',
  approved: 'already approved',
  applied: 'already applied',
  declined: 'already declined',
  withdrawn: 'withdrawn',
  expired: 'expired',
};

function expectState(row: CallRequestRow, states: readonly CallRequestState[]): void {
  if (!states.includes(row.state)) throw new Stale(`This request is ${STATE_WORDS[row.state]}.`);
}

type RequestChanges = Partial<Pick<CallRequestRow, 'state' | 'accepted_by' | 'decided_by' | 'applied_at'>>;

/**
 * Moves the request on, conditionally (a concurrent change makes this one lose), and answers the
 * row as it now is: the update matched exactly `row`, so nothing needs reading back.
 */
async function moveRequest(
  trx: Db,
  actor: AuditActor,
  row: CallRequestRow,
  changes: RequestChanges,
): Promise<CallRequestRow> {
  const won = await updateRequestIf(trx, row.id, { state: row.state, version: row.version }, changes, actor.id);
  if (!won) throw new Stale('Someone else acted on this request first. Here it is now.');
  const after: CallRequestRow = {
    ...row,
    ...changes,
    ...(actor.id == null ? {} : { update_by: actor.id }),
    updated_at: writeAt(trx),
    version: row.version + 1,
  };
  requestMoves.get(trx)!.push([row, after]);
  return after;
}

/** One audit entry per move of the transition, the people and offers read once for all of them. */
async function auditMoves(trx: Db, actor: AuditActor, moves: [CallRequestRow, CallRequestRow][]): Promise<void> {
  const requests = await toCallRequests(
    trx,
    moves.flatMap((move) => move),
  );
  for (const [index, [, after]] of moves.entries()) {
    await recordAudit(trx, {
      actor,
      area: 'call-requests',
      action: 'update',
      entityId: after.id,
      before: requests[2 * index],
      after: requests[2 * index + 1],
    });
  }
}

/** Whether `actor` is the one asked: the named colleague, or one of the offered who has not declined. */
function isAsked(row: CallRequestRow, offers: OfferRow[], actorId: number): boolean {
  if (row.to_surgeon_id != null) return row.to_surgeon_id === actorId;
  return offers.some((offer) => offer.surgeon_id === actorId && offer.declined_at == null);
}

/**
 * Writes the request's moves through the calendar's own versioned write and rules, inside the
 * transition's transaction: the calls must still hold what the request says.
 */
async function applyMoves(trx: Db, actor: AuthUser, row: CallRequestRow, acknowledge: boolean): Promise<CallEntry[]> {
  const moves = movesOf(row);
  const dates = [...new Set(moves.map((move) => move.date))];
  const current = await findEntries(trx, dates);
  const dayOf = new Map(current.map((day) => [day.date, day]));
  if (moves.some((move) => dayOf.get(move.date)![move.slot] !== move.from)) throw new CallsChanged();
  const entries: CalendarEntryInput[] = dates.map((date) => ({
    date,
    version: dayOf.get(date)!.version,
    ...Object.fromEntries(moves.filter((move) => move.date === date).map((move) => [move.slot, move.to])),
  }));
  const { initialOf } = await describe(trx, row);
  const taker = initialOf(row.to_surgeon_id ?? row.accepted_by);
  const reason =
    row.kind === 'swap'
      ? `Swap ${initialOf(row.from_surgeon_id)} ↔ ${taker}`
      : row.kind === 'give-away'
        ? `Given away by ${initialOf(row.from_surgeon_id)} to ${taker}`
        : `Cover taken by ${taker}`;
  return writeCallEntries(trx, actor, entries, 'entries', acknowledge, { reason, requestId: row.id });
}

/** POST /call-requests/:id/accept */
export function acceptCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  id: number,
  body: { acknowledge_warnings: boolean },
): Promise<CallRequestDetail> {
  return transition(deps, actor, id, async (trx, row, offers) => {
    if (!isAsked(row, offers, actor.id)) throw forbidden('Only the colleague asked can accept this request.');
    expectState(row, ['proposed']);
    const accepted = await moveRequest(trx, actor, row, {
      state: 'accepted',
      accepted_by: actor.id,
    });
    const { what, initialOf } = await describe(trx, accepted);
    const title = KIND_TITLES[row.kind];
    if (deps.config.swapApprovalRequired) {
      const text = `${title} accepted: ${initialOf(actor.id)} accepted ${what}; it waits for a scheduler's approval`;
      return withNotice(trx, actor, accepted, {
        recipientIds: [...concerned(accepted, offers, false), ...(await schedulers(trx))],
        subject: `${title} accepted`,
        message: `${text}.`,
      });
    }
    await applyMoves(trx, actor, accepted, body.acknowledge_warnings);
    const applied = await moveRequest(trx, actor, accepted, { state: 'applied', applied_at: writeAt(trx) });
    return withNotice(trx, actor, applied, {
      recipientIds: concerned(applied, offers, false),
      subject: `${title} accepted and applied`,
      message: `${title} accepted: ${initialOf(actor.id)} accepted ${what}. The call calendar is updated.`,
    });
  });
}

/** POST /call-requests/:id/decline: the one asked says no; one of many offered only drops out. */
export function declineCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  id: number,
  body: { note: string },
): Promise<CallRequestDetail> {
  return transition(deps, actor, id, async (trx, row, offers) => {
    if (!isAsked(row, offers, actor.id)) throw forbidden('Only the colleague asked can decline this request.');
    expectState(row, ['proposed']);
    const { what, initialOf } = await describe(trx, row);
    const title = KIND_TITLES[row.kind];
    const declinedText = (who: string) => withNote(`${title} declined: ${who} declined ${what}.`, body.note);
    if (row.to_surgeon_id != null) {
      const declined = await moveRequest(trx, actor, row, { state: 'declined' });
      return withNotice(trx, actor, declined, {
        recipientIds: [row.author_id],
        subject: `${title} declined`,
        message: declinedText(initialOf(actor.id)),
      });
    }
    await declineOffer(trx, id, actor.id);
    const left = offers.filter((offer) => offer.declined_at == null && offer.surgeon_id !== actor.id);
    if (left.length > 0) {
      // Still open to the others: the request changes (its version) but not its state.
      const changed = await moveRequest(trx, actor, row, {});
      return changed;
    }
    const declined = await moveRequest(trx, actor, row, { state: 'declined' });
    return withNotice(trx, actor, declined, {
      recipientIds: [row.author_id],
      subject: `${title} declined`,
      message: declinedText('every colleague offered'),
    });
  });
}

/** POST /call-requests/:id/withdraw: the author; a cover offer also any scheduler. */
export function withdrawCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  id: number,
  body: { note: string },
): Promise<CallRequestDetail> {
  return transition(deps, actor, id, async (trx, row, offers) => {
    const mayWithdraw = row.author_id === actor.id || (row.kind === 'cover' && can(actor.role, 'call-calendar.write'));
    if (!mayWithdraw) throw forbidden('Only the author can withdraw this request.');
    expectState(row, ['proposed', 'accepted']);
    const withdrawn = await moveRequest(trx, actor, row, { state: 'withdrawn' });
    const { what } = await describe(trx, row);
    const title = KIND_TITLES[row.kind];
    const awaitingApproval = row.state === 'accepted' && deps.config.swapApprovalRequired;
    return withNotice(trx, actor, withdrawn, {
      recipientIds: [...concerned(row, offers, true), ...(awaitingApproval ? await schedulers(trx) : [])],
      subject: `${title} withdrawn`,
      message: withNote(`${title} withdrawn: ${actor.name} withdrew ${what}.`, body.note),
    });
  });
}

/** POST /call-requests/:id/approve: a scheduler approves an accepted request, which applies it. */
export function approveCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  id: number,
  body: { acknowledge_warnings: boolean },
): Promise<CallRequestDetail> {
  return transition(deps, actor, id, async (trx, row, offers) => {
    if (!deps.config.swapApprovalRequired) throw new Stale('The practice does not ask for approval of call requests.');
    expectState(row, ['accepted']);
    const approved = await moveRequest(trx, actor, row, { state: 'approved', decided_by: actor.id });
    await applyMoves(trx, actor, approved, body.acknowledge_warnings);
    const applied = await moveRequest(trx, actor, approved, { state: 'applied', applied_at: writeAt(trx) });
    const { what } = await describe(trx, row);
    const title = KIND_TITLES[row.kind];
    return withNotice(trx, actor, applied, {
      recipientIds: [...concerned(row, offers, false), ...(await schedulers(trx))],
      subject: `${title} approved and applied`,
      message: `${title} approved: ${actor.name} approved ${what}. The call calendar is updated.`,
    });
  });
}

/** POST /call-requests/:id/reject: a scheduler declines an accepted request. */
export function rejectCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  id: number,
  body: { note: string },
): Promise<CallRequestDetail> {
  return transition(deps, actor, id, async (trx, row, offers) => {
    if (!deps.config.swapApprovalRequired) throw new Stale('The practice does not ask for approval of call requests.');
    expectState(row, ['accepted']);
    const declined = await moveRequest(trx, actor, row, { state: 'declined', decided_by: actor.id });
    const { what } = await describe(trx, row);
    const title = KIND_TITLES[row.kind];
    return withNotice(trx, actor, declined, {
      recipientIds: [...concerned(row, offers, false), ...(await schedulers(trx))],
      subject: `${title} not approved`,
      message: withNote(`${title} not approved: ${actor.name} declined ${what}.`, body.note),
    });
  });
}
