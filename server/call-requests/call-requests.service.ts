import { formatUsDate } from '../../shared/dates.js';
import { callDayProblems } from '../../shared/schedule-rules.js';
import { permissions } from '../../shared/roles.js';
import {
  CALL_STARTS_AT,
  type CallRequestDetail,
  type CreateCallRequestBody,
  type Person,
} from '../../shared/schemas/call-requests.js';
import { type LedgerEffect } from '../../shared/schemas/fairness-ledger.js';
import { CALL_SLOTS, SLOT_LABELS, slotsOfDay, type CallSlot } from '../../shared/schemas/call-slots.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import { zonedParts, zonedTimeToUtc } from '../../shared/zoned-time.js';
import { callEnd, coverOfferOpen, tradeOpen } from '../../shared/call-times.js';
import { recordAudit, type AuditActor } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import { fieldError, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { findPhysicians, listActiveSurgeons } from '../users/physicians.repository.js';
import { findEntries, listOfficeRecords, surgeonsOffOn } from '../scheduling/scheduling.queries.js';
import './call-requests.changes.js';
import {
  findPeople,
  findRequestRow,
  insertRequest,
  openRequestOn,
  schedulerIds,
  toCallRequests,
  type CallRequestRow,
  type OfferRow,
} from './call-requests.repository.js';
import { ledgerEffect, type CallMove } from '../fairness-ledger/ledger.repository.js';
import { storeNotices } from '../messages/request-notices.js';

/** What the requests need beyond a database and a publisher: the practice's clock and settings. */
export interface RequestDeps extends ServiceDeps {
  config: { timeZone: string; swapApprovalRequired: boolean; fridayNightIsWeekend: boolean };
}

export const NOT_FOUND = 'Call request not found.';

const callText = (slot: CallSlot, date: string) => `${SLOT_LABELS[slot]} on ${formatUsDate(date)}`;
export const withNote = (text: string, note: string) => (note === '' ? text : `${text}\n\nNote: ${note}`);

/** The call(s) a request moves; a give-away to all or a cover moves to `taker` (null: nobody yet). */
export function movesOf(row: CallRequestRow, taker: number | null = row.to_surgeon_id ?? row.accepted_by): CallMove[] {
  const moves: CallMove[] = [{ date: row.date, slot: row.slot, from: row.from_surgeon_id, to: taker }];
  if (row.kind === 'swap') {
    moves.push({ date: row.return_date!, slot: row.return_slot!, from: row.to_surgeon_id, to: row.from_surgeon_id });
  }
  return moves;
}

/** The request with its effect on the counts of the people it moves calls between. */
export async function detailOfRow(
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

/**
 * Records the request as committed-to-be, for the month rooms of its calls once the transaction
 * commits (its notices and changed days record their own changes), and answers its row.
 */
export function requestChanged(trx: Db, row: CallRequestRow): CallRequestRow {
  recordChange(trx, { kind: 'call-request', row });
  return row;
}

export async function auditRequest(
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
export async function describe(
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

export const KIND_TITLES = { swap: 'Call swap', 'give-away': 'Call give-away', cover: 'Call cover' } as const;

/** Everyone a request concerns: its author, the one giving, the one asked or taking, and (optionally) every open offer. */
export function concerned(row: CallRequestRow, offers: OfferRow[], withOffers: boolean): number[] {
  const ids = [row.author_id, row.from_surgeon_id, row.to_surgeon_id, row.accepted_by].filter(
    (id): id is number => id != null,
  );
  if (withOffers) ids.push(...offers.filter((offer) => offer.declined_at == null).map((offer) => offer.surgeon_id));
  return ids;
}

export const schedulers = (db: Db) => schedulerIds(db, permissions['call-calendar.write']);

/* ---------------------------------------------------------------- proposals */

/** POST /call-requests: a swap or give-away of one of the caller's own calls. */
export async function createCallRequest(
  deps: RequestDeps,
  actor: AuthUser,
  body: CreateCallRequestBody,
): Promise<CallRequestDetail> {
  const row = await inTransaction(deps, async (trx): Promise<CallRequestRow> => {
    const returnCall = body.kind === 'swap' ? { date: body.return_date, slot: body.return_slot } : null;
    const dates = [body.date, ...(returnCall ? [returnCall.date] : [])];
    const [day, back] = await findEntries(trx, dates);
    if (day![body.slot] !== actor.id)
      throw fieldError(
        'slot',
        `You do not hold the ${callText(body.slot, body.date)}: only your own calls can be traded.`,
      );
    const first = [...dates].sort()[0]!;
    if (!tradeOpen(first, zonedParts(deps.clock.now(), deps.config.timeZone)))
      throw fieldError('date', 'This call has already started: it can no longer be traded.');
    const expires = callStart(deps, first);
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
    await storeNotices(trx, actor, [
      {
        recipientIds: toId != null ? [toId] : offeredTo,
        subject: text,
        message: withNote(`${text}.`, body.note),
        about: { callRequestId: id },
      },
    ]);
    return requestChanged(trx, row);
  });
  return detailOfRow(deps, deps.db, row, actor.id);
}

/** POST /call-requests/cover: a scheduler offers an empty slot to every eligible colleague. */
export async function offerCover(
  deps: RequestDeps,
  actor: AuthUser,
  body: { date: string; slot: CallSlot; note: string },
): Promise<CallRequestDetail> {
  const row = await inTransaction(deps, async (trx): Promise<CallRequestRow> => {
    if (!slotsOfDay(body.date).includes(body.slot))
      throw fieldError('slot', `There is no ${SLOT_LABELS[body.slot]} slot on ${formatUsDate(body.date)}.`);
    const [day] = await findEntries(trx, [body.date]);
    if (day![body.slot] != null) throw fieldError('slot', `The ${callText(body.slot, body.date)} is not empty.`);
    // An empty slot needs filling for as long as its call runs: a cover offer lives until the call ends.
    if (!coverOfferOpen(body.date, zonedParts(deps.clock.now(), deps.config.timeZone)))
      throw fieldError('date', 'This call has ended: it can no longer be offered.');
    const end = callEnd(body.date);
    const expires = zonedTimeToUtc(end.date, end.time, deps.config.timeZone);
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
    await storeNotices(trx, actor, [
      {
        recipientIds: offeredTo,
        subject: text,
        message: withNote(`${text}.`, body.note),
        about: { callRequestId: id },
      },
    ]);
    return requestChanged(trx, row);
  });
  return detailOfRow(deps, deps.db, row, actor.id);
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
