import { formatUsDate } from '../../../shared/dates.js';
import { callDayProblems } from '../../../shared/schedule-rules.js';
import { can, permissions } from '../../../shared/roles.js';
import type { CalendarEntryInput, CallEntry } from '../../../shared/schemas/call-calendar.js';
import {
  CALL_STARTS_AT,
  type CallRequest,
  type CallRequestDetail,
  type CallRequestState,
  type CreateCallRequestBody,
  type LedgerEffect,
  type Person,
} from '../../../shared/schemas/call-requests.js';
import { CALL_SLOTS, SLOT_LABELS, slotsOfDay, type CallSlot } from '../../../shared/schemas/call-slots.js';
import { OFFICE_NOTE_CLOSE } from '../../../shared/schemas/office-closures.js';
import { zonedTimeToUtc } from '../../../shared/zoned-time.js';
import { recordAudit, type AuditActor } from '../../audit/audit.repository.js';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors.js';
import { publishStoredMessage, storeMessage, type StoredMessage } from '../../messages/stored-message.js';
import type { ServiceDeps } from '../../service-deps.js';
import { findPhysicians, listActiveSurgeons } from '../../users/physicians.repository.js';
import { findEntries } from '../call-entries.repository.js';
import { publishSavedEntries, StaleDays, writeCallEntries } from '../call-entries.service.js';
import { listOfficeRecords } from '../office-closures.repository.js';
import { surgeonsOffOn } from '../time-off.repository.js';
import { publishCallRequest } from './call-requests.live.js';
import {
  declineOffer,
  dueRequestRows,
  findPeople,
  findRequestRow,
  insertRequest,
  offersOf,
  openRequestOn,
  schedulerIds,
  toCallRequests,
  updateRequestIf,
  type CallRequestRow,
  type OfferRow,
} from './call-requests.repository.js';
import { ledgerEffect, type CallMove } from './ledger.repository.js';
import { storeNotices, type RequestNotice } from './request-notices.js';

/** What the requests need beyond a database and a publisher: the practice's clock and settings. */
export interface RequestDeps extends ServiceDeps {
  config: { timeZone: string; swapApprovalRequired: boolean; fridayNightIsWeekend: boolean };
}

const NOT_FOUND = 'Call request not found.';
const CALLS_CHANGED = 'The calls changed since this request was made.';

/** Rolls the transition back; answered as 409 with the request as committed. */
class Stale extends Error {}
/** The calls no longer hold what the request says. */
class CallsChanged extends Error {}

const callText = (slot: CallSlot, date: string) => `${SLOT_LABELS[slot]} on ${formatUsDate(date)}`;
const withNote = (text: string, note: string) => (note === '' ? text : `${text}\n\nNote: ${note}`);

/** The call(s) a request moves; a give-away to all or a cover moves to `taker` (null: nobody yet). */
function movesOf(row: CallRequestRow, taker: number | null = row.to_surgeon_id ?? row.accepted_by): CallMove[] {
  const moves: CallMove[] = [{ date: row.date, slot: row.slot, from: row.from_surgeon_id, to: taker }];
  if (row.kind === 'swap') {
    moves.push({ date: row.return_date!, slot: row.return_slot!, from: row.to_surgeon_id, to: row.from_surgeon_id });
  }
  return moves;
}

/** The request with its effect on the counts of the people it moves calls between. */
async function detailOfRow(
  deps: RequestDeps,
  db: Db,
  row: CallRequestRow,
  viewerId?: number,
): Promise<CallRequestDetail> {
  const [request] = await toCallRequests(db, [row]);
  let taker = row.to_surgeon_id ?? row.accepted_by;
  // An offer to many shows each offered colleague what taking it would do to their counts.
  if (taker == null && viewerId !== undefined && request!.offered_to.some((person) => person.id === viewerId))
    taker = viewerId;
  const moves = movesOf(row, taker);
  const people = moves.flatMap((move) => [move.from, move.to]).filter((id): id is number => id != null);
  const effect = await ledgerEffect(db, deps.config.fridayNightIsWeekend, moves, people);
  return { request: request!, effect };
}

export async function callRequestDetail(deps: RequestDeps, id: number, viewerId?: number): Promise<CallRequestDetail> {
  const row = await findRequestRow(deps.db, id);
  if (!row) throw notFound(NOT_FOUND);
  return detailOfRow(deps, deps.db, row, viewerId);
}

/**
 * Colleagues who may take `slot` of `date`: active surgeons not excluded, not on time off that
 * day, not holding another slot that day, and breaking no hard rule of the calendar by taking it.
 */
export async function eligibleSurgeons(db: Db, date: string, slot: CallSlot, exclude: number[]): Promise<Person[]> {
  const [surgeons, [day], off, closures] = await Promise.all([
    listActiveSurgeons(db),
    findEntries(db, [date]),
    surgeonsOffOn(db, [date]),
    listOfficeRecords(db, OFFICE_NOTE_CLOSE, date, date),
  ]);
  const offIds = new Set(off.map((row) => row.surgeon_id));
  const holders = new Set(CALL_SLOTS.map((s) => day![s]).filter((id): id is number => id != null));
  const closed = closures.length > 0;
  const names = new Map(surgeons.map((surgeon) => [surgeon.id, surgeon.name]));
  const nameOf = (id: number) => names.get(id) ?? `Surgeon #${id}`;
  return surgeons.filter(
    (surgeon) =>
      !exclude.includes(surgeon.id) &&
      !offIds.has(surgeon.id) &&
      !holders.has(surgeon.id) &&
      !callDayProblems({ ...day!, [slot]: surgeon.id }, closed, nameOf).some(
        (problem) => problem.surgeon_id === surgeon.id,
      ),
  );
}

/** The instant a call starts (the practice's CALL_STARTS_AT on its date). */
const callStart = (deps: RequestDeps, date: string) => zonedTimeToUtc(date, CALL_STARTS_AT, deps.config.timeZone);

async function assertNoOpenRequest(trx: Db, date: string, slot: CallSlot, field: string): Promise<void> {
  if (await openRequestOn(trx, date, slot))
    throw fieldError(field, `There is already an open request for the ${callText(slot, date)}.`);
}

/** After commit: the request to the month rooms of its calls, its messages, the changed days. */
interface Done {
  row: CallRequestRow;
  publishNotices: (publisher: ServiceDeps['publisher']) => void;
  saved: CallEntry[];
}

async function publishDone(deps: RequestDeps, done: Done): Promise<CallRequest> {
  const [request] = await toCallRequests(deps.db, [done.row]);
  done.publishNotices(deps.publisher);
  if (done.saved.length > 0) await publishSavedEntries(deps, done.saved);
  publishCallRequest(deps.publisher, request!);
  return request!;
}

async function auditRequest(
  trx: Db,
  actor: AuditActor,
  action: 'create' | 'update',
  before: CallRequestRow | null,
  after: CallRequestRow,
): Promise<void> {
  const [beforeRequest, afterRequest] = await toCallRequests(trx, before ? [before, after] : [after]).then((list) =>
    before ? list : [null, list[0]],
  );
  await recordAudit(trx, {
    actor,
    area: 'call-requests',
    action,
    entityId: after.id,
    before: beforeRequest,
    after: afterRequest,
  });
}

/** Words for a request, for its notices. */
async function describe(
  db: Db,
  row: CallRequestRow,
): Promise<{ what: string; initialOf: (id: number | null) => string }> {
  const people = await findPeople(
    db,
    [row.from_surgeon_id, row.to_surgeon_id, row.accepted_by, row.author_id].filter((id): id is number => id != null),
  );
  const initialOf = (id: number | null) => (id == null ? '?' : (people.get(id)?.initial ?? `#${id}`));
  const what =
    row.kind === 'swap'
      ? `the swap of ${initialOf(row.from_surgeon_id)}'s ${callText(row.slot, row.date)} for ${initialOf(row.to_surgeon_id)}'s ${callText(row.return_slot!, row.return_date!)}`
      : row.kind === 'give-away'
        ? `the give-away of ${initialOf(row.from_surgeon_id)}'s ${callText(row.slot, row.date)}`
        : `the cover of the empty ${callText(row.slot, row.date)}`;
  return { what, initialOf };
}

const KIND_TITLES = { swap: 'Call swap', 'give-away': 'Call give-away', cover: 'Call cover' } as const;

/** Everyone a request concerns: its author, the one giving, the one asked or taking, and (optionally) every open offer. */
function concerned(row: CallRequestRow, offers: OfferRow[], withOffers: boolean): number[] {
  const ids = [row.author_id, row.from_surgeon_id, row.to_surgeon_id, row.accepted_by].filter(
    (id): id is number => id != null,
  );
  if (withOffers) ids.push(...offers.filter((offer) => offer.declined_at == null).map((offer) => offer.surgeon_id));
  return ids;
}

const schedulers = (db: Db) => schedulerIds(db, permissions['call-calendar.write']);

/* ---------------------------------------------------------------- proposals */

/** POST /call-requests: a swap or give-away of one of the caller's own calls. */
export async function createCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  body: CreateCallRequestBody,
): Promise<CallRequestDetail> {
  const done = await inTransaction(deps.db, async (trx): Promise<Done> => {
    const returnCall = body.kind === 'swap' ? { date: body.return_date, slot: body.return_slot } : null;
    const dates = [body.date, ...(returnCall ? [returnCall.date] : [])];
    const [day, back] = await findEntries(trx, dates);
    if (day![body.slot] !== actor.id)
      throw fieldError(
        'slot',
        `You do not hold the ${callText(body.slot, body.date)}: only your own calls can be traded.`,
      );
    const expires = callStart(deps, [...dates].sort()[0]!);
    if (expires.getTime() <= Date.now())
      throw fieldError('date', 'This call has already started: it can no longer be traded.');
    await assertNoOpenRequest(trx, body.date, body.slot, 'slot');

    const toId = body.to_surgeon_id ?? null;
    if (toId === actor.id) throw fieldError('to_surgeon_id', 'Choose a colleague, not yourself.');
    let offeredTo: number[] = [];
    if (toId != null) {
      const [colleague] = await listActiveSurgeons(trx).then((all) => all.filter((s) => s.id === toId));
      if (!colleague) throw fieldError('to_surgeon_id', 'The selected surgeon is invalid.');
    }
    if (returnCall) {
      if (back![returnCall.slot] !== toId)
        throw fieldError(
          'return_slot',
          `The colleague you chose does not hold the ${callText(returnCall.slot, returnCall.date)}.`,
        );
      await assertNoOpenRequest(trx, returnCall.date, returnCall.slot, 'return_slot');
    } else if (toId == null) {
      offeredTo = (await eligibleSurgeons(trx, body.date, body.slot, [actor.id])).map((surgeon) => surgeon.id);
      if (offeredTo.length === 0)
        throw fieldError('to_surgeon_id', `No colleague can take the ${callText(body.slot, body.date)}.`);
    }

    const id = await insertRequest(
      trx,
      {
        kind: body.kind,
        date: body.date,
        slot: body.slot,
        from_surgeon_id: actor.id,
        to_surgeon_id: toId,
        return_date: returnCall?.date ?? null,
        return_slot: returnCall?.slot ?? null,
        author_id: actor.id,
        note: body.note,
        expires_at: expires.toISOString(),
      },
      offeredTo,
    );
    const row = (await findRequestRow(trx, id))!;
    await auditRequest(trx, actor, 'create', null, row);
    const { initialOf } = await describe(trx, row);
    const me = initialOf(actor.id);
    const text = returnCall
      ? `Call swap request: ${me} asks to swap ${callText(body.slot, body.date)} for your ${callText(returnCall.slot, returnCall.date)}`
      : toId != null
        ? `Call give-away request: ${me} offers you ${callText(body.slot, body.date)}`
        : `Call give-away: ${me} offers ${callText(body.slot, body.date)}; the first to accept takes it`;
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: toId != null ? [toId] : offeredTo,
        subject: text,
        message: withNote(`${text}.`, body.note),
        about: { callRequestId: id },
      },
    ]);
    return { row, publishNotices, saved: [] };
  });
  await publishDone(deps, done);
  return detailOfRow(deps, deps.db, done.row, actor.id);
}

/** POST /call-requests/cover: a scheduler offers an empty slot to every eligible colleague. */
export async function offerCover(
  deps: RequestDeps,
  actor: AuthUser,
  body: { date: string; slot: CallSlot; note: string },
): Promise<CallRequestDetail> {
  const done = await inTransaction(deps.db, async (trx): Promise<Done> => {
    if (!slotsOfDay(body.date).includes(body.slot))
      throw fieldError('slot', `There is no ${SLOT_LABELS[body.slot]} slot on ${formatUsDate(body.date)}.`);
    const [day] = await findEntries(trx, [body.date]);
    if (day![body.slot] != null) throw fieldError('slot', `The ${callText(body.slot, body.date)} is not empty.`);
    const expires = callStart(deps, body.date);
    if (expires.getTime() <= Date.now())
      throw fieldError('date', 'This call has already started: it can no longer be offered.');
    await assertNoOpenRequest(trx, body.date, body.slot, 'slot');
    const offeredTo = (await eligibleSurgeons(trx, body.date, body.slot, [actor.id])).map((surgeon) => surgeon.id);
    if (offeredTo.length === 0)
      throw fieldError('slot', `No colleague can take the ${callText(body.slot, body.date)}.`);
    const id = await insertRequest(
      trx,
      {
        kind: 'cover',
        date: body.date,
        slot: body.slot,
        from_surgeon_id: null,
        to_surgeon_id: null,
        return_date: null,
        return_slot: null,
        author_id: actor.id,
        note: body.note,
        expires_at: expires.toISOString(),
      },
      offeredTo,
    );
    const row = (await findRequestRow(trx, id))!;
    await auditRequest(trx, actor, 'create', null, row);
    const text = `Call cover: the ${callText(body.slot, body.date)} is empty; the first to accept takes it`;
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: offeredTo,
        subject: text,
        message: withNote(`${text}.`, body.note),
        about: { callRequestId: id },
      },
    ]);
    return { row, publishNotices, saved: [] };
  });
  await publishDone(deps, done);
  return detailOfRow(deps, deps.db, done.row, actor.id);
}

/* ---------------------------------------------------------------- transitions */

type Work = (trx: Db, row: CallRequestRow, offers: OfferRow[]) => Promise<Done>;

/**
 * One transition of request `id`: expires it first if its call has started, then runs `work` in
 * one transaction. A finished request, a lost race or calls that changed answer 409 with the
 * request as committed; everything is published after the commit.
 */
async function transition(deps: RequestDeps, actor: AuthUser, id: number, work: Work): Promise<CallRequestDetail> {
  await expireDueRequests(deps, new Date(), id);
  let done: Done;
  try {
    done = await inTransaction(deps.db, async (trx) => {
      const row = await findRequestRow(trx, id);
      if (!row) throw notFound(NOT_FOUND);
      return work(trx, row, await offersOf(trx, id));
    });
  } catch (error) {
    if (error instanceof Stale)
      throw conflict(await callRequestDetail(deps, id, actor.id), error.message || 'This request changed first.');
    if (error instanceof CallsChanged || error instanceof StaleDays)
      throw conflict(await callRequestDetail(deps, id, actor.id), CALLS_CHANGED);
    throw error;
  }
  await publishDone(deps, done);
  return detailOfRow(deps, deps.db, done.row, actor.id);
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

/** Moves the request on (conditionally: a concurrent change makes this one lose) and audits it. */
async function moveRequest(
  trx: Db,
  actor: AuditActor,
  row: CallRequestRow,
  changes: Parameters<typeof updateRequestIf>[3],
): Promise<CallRequestRow> {
  const won = await updateRequestIf(trx, row.id, { state: row.state, version: row.version }, changes, actor.id);
  if (!won) throw new Stale('Someone else acted on this request first. Here it is now.');
  const after = (await findRequestRow(trx, row.id))!;
  await auditRequest(trx, actor, 'update', row, after);
  return after;
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
  return writeCallEntries(trx, actor, entries, 'entries', acknowledge, reason);
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
      const publishNotices = await storeNotices(trx, actor, [
        {
          recipientIds: [...concerned(accepted, offers, false), ...(await schedulers(trx))],
          subject: `${title} accepted`,
          message: `${text}.`,
          about: { callRequestId: id },
        },
      ]);
      return { row: accepted, publishNotices, saved: [] };
    }
    const saved = await applyMoves(trx, actor, accepted, body.acknowledge_warnings);
    const applied = await moveRequest(trx, actor, accepted, { state: 'applied', applied_at: new Date().toISOString() });
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: concerned(applied, offers, false),
        subject: `${title} accepted and applied`,
        message: `${title} accepted: ${initialOf(actor.id)} accepted ${what}. The call calendar is updated.`,
        about: { callRequestId: id },
      },
    ]);
    return { row: applied, publishNotices, saved };
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
      const publishNotices = await storeNotices(trx, actor, [
        {
          recipientIds: [row.author_id],
          subject: `${title} declined`,
          message: declinedText(initialOf(actor.id)),
          about: { callRequestId: id },
        },
      ]);
      return { row: declined, publishNotices, saved: [] };
    }
    await declineOffer(trx, id, actor.id);
    const left = offers.filter((offer) => offer.declined_at == null && offer.surgeon_id !== actor.id);
    if (left.length > 0) {
      // Still open to the others: the request changes (its version) but not its state.
      const changed = await moveRequest(trx, actor, row, {});
      return { row: changed, publishNotices: () => {}, saved: [] };
    }
    const declined = await moveRequest(trx, actor, row, { state: 'declined' });
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: [row.author_id],
        subject: `${title} declined`,
        message: declinedText('every colleague offered'),
        about: { callRequestId: id },
      },
    ]);
    return { row: declined, publishNotices, saved: [] };
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
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: [...concerned(row, offers, true), ...(awaitingApproval ? await schedulers(trx) : [])],
        subject: `${title} withdrawn`,
        message: withNote(`${title} withdrawn: ${actor.name} withdrew ${what}.`, body.note),
        about: { callRequestId: id },
      },
    ]);
    return { row: withdrawn, publishNotices, saved: [] };
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
    const saved = await applyMoves(trx, actor, approved, body.acknowledge_warnings);
    const applied = await moveRequest(trx, actor, approved, { state: 'applied', applied_at: new Date().toISOString() });
    const { what } = await describe(trx, row);
    const title = KIND_TITLES[row.kind];
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: [...concerned(row, offers, false), ...(await schedulers(trx))],
        subject: `${title} approved and applied`,
        message: `${title} approved: ${actor.name} approved ${what}. The call calendar is updated.`,
        about: { callRequestId: id },
      },
    ]);
    return { row: applied, publishNotices, saved };
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
    const publishNotices = await storeNotices(trx, actor, [
      {
        recipientIds: [...concerned(row, offers, false), ...(await schedulers(trx))],
        subject: `${title} not approved`,
        message: withNote(`${title} not approved: ${actor.name} declined ${what}.`, body.note),
        about: { callRequestId: id },
      },
    ]);
    return { row: declined, publishNotices, saved: [] };
  });
}

/* ---------------------------------------------------------------- expiry */

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
    const done = await inTransaction(deps.db, async (trx): Promise<Done | null> => {
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
      const notice: RequestNotice = {
        recipientIds: concerned(row, offers, true),
        subject: `${title} expired`,
        message: `${title} expired: ${what} was not settled before the call started.`,
        about: { callRequestId: row.id },
      };
      // The author is told too: a message from their own request to themselves.
      const own = await storeOwnNotice(trx, sender, notice);
      const publishOthers = await storeNotices(trx, sender, [notice]);
      return {
        row: after,
        publishNotices: (publisher) => {
          publishStoredMessage(publisher, sender, own);
          publishOthers(publisher);
        },
        saved: [],
      };
    });
    if (!done) continue;
    expired += 1;
    await publishDone(deps, done);
  }
  return expired;
}

async function storeOwnNotice(trx: Db, author: AuthUser, notice: RequestNotice): Promise<StoredMessage> {
  const stored = await storeMessage(trx, author, {
    subject: notice.subject,
    message: notice.message,
    recipientIds: [author.id],
    replyTo: null,
  });
  await trx
    .insertInto('request_messages')
    .values({
      message_id: stored.message.id,
      call_request_id: 'callRequestId' in notice.about ? notice.about.callRequestId : null,
      time_off_request_id: null,
    })
    .execute();
  return stored;
}

/* ---------------------------------------------------------------- reads */

/** POST /call-requests/preview: what a proposal would do to both people's counts. */
export async function previewCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  body: CreateCallRequestBody,
): Promise<LedgerEffect> {
  const toId = body.to_surgeon_id ?? null;
  if (toId != null && !(await findPhysicians(deps.db, [toId])).has(toId))
    throw fieldError('to_surgeon_id', 'The selected surgeon is invalid.');
  const moves: CallMove[] = [{ date: body.date, slot: body.slot, from: actor.id, to: toId }];
  if (body.kind === 'swap') moves.push({ date: body.return_date, slot: body.return_slot, from: toId, to: actor.id });
  return ledgerEffect(deps.db, deps.config.fridayNightIsWeekend, moves, [actor.id, ...(toId != null ? [toId] : [])]);
}
