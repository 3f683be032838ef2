import { addDays, formatUsDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { SCHEDULE_WARNING, type ScheduleWarning } from '../../shared/schedule-rules.js';
import { decisionInSentence } from '../../shared/time-off-decision.js';
import type {
  CreateTimeOffRequestBody,
  TimeOffPreview,
  TimeOffRequest,
} from '../../shared/schemas/time-off-requests.js';
import type { VacationType } from '../../shared/schemas/call-calendar-time-off.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import './time-off-requests.changes.js';
import { conflict, fieldError, forbidden, HttpError, notFound, scheduleWarning } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import {
  type AddedTimeOff,
  addTimeOffIn,
  type RemovedTimeOffDate,
  removeTimeOffDateIn,
} from '../scheduling/scheduling.commands.js';
import { activeSurgeonFor, datesAlreadyOff, expandRange } from '../scheduling/scheduling.queries.js';
import { storeNotices, type RequestNotice } from '../messages/request-notices.js';
import { pastDaysOf } from './time-off-request-past-days.js';
import { datesOf, previewTimeOff, type TimeOffPreviewConfig } from './time-off-preview.js';
import {
  findTimeOffRequest,
  insertTimeOffRequest,
  overlappingPending,
  schedulerIds,
  setTimeOffId,
  timeOffDatesOf,
  transitionTimeOffRequest,
} from './time-off-requests.repository.js';

/** What the time-off request service needs: the database, the publisher, and the practice's settings. */
export interface TimeOffRequestDeps extends ServiceDeps {
  config: TimeOffPreviewConfig & ServiceDeps['config'];
}

export interface TimeOffRequestDetail {
  request: TimeOffRequest;
  preview: TimeOffPreview;
}

const isScheduler = (actor: AuthUser) => can(actor.role, 'call-calendar.write');
const range = (start: string, end: string) => `${formatUsDate(start)}–${formatUsDate(end)}`;

/** Whose time off a request or preview is about: a physician's own; a scheduler names the surgeon. */
async function surgeonFor(db: Db, actor: AuthUser, surgeonId: number | undefined) {
  if (!isScheduler(actor)) {
    if (surgeonId !== undefined && surgeonId !== actor.id) {
      throw fieldError('surgeon_id', 'You may ask for time off only for yourself.');
    }
    surgeonId = actor.id;
  }
  if (surgeonId === undefined) throw fieldError('surgeon_id', 'The surgeon field is required.');
  return activeSurgeonFor(db, surgeonId);
}

export async function previewFor(
  deps: TimeOffRequestDeps,
  actor: AuthUser,
  query: { start_date: string; end_date: string; surgeon_id?: number; except_request_id?: number },
): Promise<TimeOffPreview> {
  const surgeon = await surgeonFor(deps.db, actor, query.surgeon_id);
  return previewTimeOff(deps, deps.db, surgeon.id, query.start_date, query.end_date, query.except_request_id);
}

async function detailOf(deps: TimeOffRequestDeps, db: Db, request: TimeOffRequest): Promise<TimeOffRequestDetail> {
  const { surgeon, start_date, end_date, id } = request;
  return { request, preview: await previewTimeOff(deps, db, surgeon.id, start_date, end_date, id) };
}

export async function readDetail(deps: TimeOffRequestDeps, db: Db, id: number): Promise<TimeOffRequestDetail> {
  const found = await findTimeOffRequest(db, id);
  if (!found) throw notFound('Time-off request not found.');
  return detailOf(deps, db, found.request);
}

/** Records the request as decided in `trx`, for the month rooms once it commits; answers `detail`. */
function requestChanged<D extends { request: TimeOffRequest }>(trx: Db, detail: D): D {
  recordChange(trx, { kind: 'time-off-request', request: detail.request });
  return detail;
}

const describe = (request: TimeOffRequest) =>
  `${request.surgeon.name}: ${request.vacation_type} ${range(request.start_date, request.end_date)}`;

/** Asks for time off. The schedulers get a message; a request later than the notice period says so. */
export async function createTimeOffRequest(
  deps: TimeOffRequestDeps,
  actor: AuthUser,
  body: CreateTimeOffRequestBody,
): Promise<TimeOffRequestDetail> {
  const { detail } = await inTransaction(deps, async (trx) => {
    const surgeon = await surgeonFor(trx, actor, body.surgeon_id);
    const dates = datesOf(body.start_date, body.end_date);
    const overlapping = await overlappingPending(trx, surgeon.id, body.start_date, body.end_date);
    if (overlapping.length > 0) {
      const [other] = overlapping;
      throw fieldError(
        'start_date',
        `${surgeon.name} already has a pending request for ${range(other!.start_date, other!.end_date)}.`,
      );
    }
    const alreadyOff = await datesAlreadyOff(trx, surgeon.id, dates);
    if (alreadyOff.length > 0) {
      throw fieldError(
        'start_date',
        `${surgeon.name} already has time off on ${alreadyOff.map(formatUsDate).join(', ')}.`,
      );
    }
    const preview = await previewTimeOff(deps, trx, surgeon.id, body.start_date, body.end_date);
    const id = await insertTimeOffRequest(trx, {
      surgeon_id: surgeon.id,
      vacation_type: body.vacation_type,
      start_date: body.start_date,
      end_date: body.end_date,
      note: body.note,
      late_notice: preview.late_notice,
      actorId: actor.id,
    });
    const { request } = (await findTimeOffRequest(trx, id))!;
    await recordAudit(trx, {
      actor,
      area: 'time-off-requests',
      action: 'create',
      entityId: id,
      before: null,
      after: request,
    });
    const vacates = preview.calls.length + preview.office_sessions.length;
    await storeNotices(trx, actor, [
      {
        recipientIds: await schedulerIds(trx),
        subject: `Time-off request: ${describe(request)}`,
        message: [
          `${surgeon.name} asks for time off (${request.vacation_type}) ${range(request.start_date, request.end_date)}.`,
          vacates > 0
            ? `It would vacate ${vacates} call${vacates === 1 ? '' : 's'} or office session${vacates === 1 ? '' : 's'}.`
            : '',
          preview.warning ?? '',
          request.note ? `Note: ${request.note}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        about: { timeOffRequestId: id },
      },
    ]);
    return { detail: requestChanged(trx, { request, preview }) };
  });
  return detail;
}

/** Runs of consecutive days of sorted `dates`. */
function runsOf(dates: string[]): string[][] {
  const runs: string[][] = [];
  for (const date of dates) {
    const run = runs.at(-1);
    if (run && addDays(run.at(-1)!, 1) === date) run.push(date);
    else runs.push([date]);
  }
  return runs;
}

/** Loads a request for a transition: 404 when absent, 409 (with the current detail) when not in `state`. */
async function requestIn(deps: TimeOffRequestDeps, trx: Db, id: number, states: TimeOffRequest['state'][]) {
  const found = await findTimeOffRequest(trx, id);
  if (!found) throw notFound('Time-off request not found.');
  if (!states.includes(found.request.state)) {
    throw conflict(await detailOf(deps, trx, found.request), `This request is ${found.request.state} already.`);
  }
  return found;
}

async function transitionOrConflict(
  deps: TimeOffRequestDeps,
  trx: Db,
  request: TimeOffRequest,
  changes: Parameters<typeof transitionTimeOffRequest>[3],
): Promise<TimeOffRequest> {
  const moved = await transitionTimeOffRequest(
    trx,
    request.id,
    { state: request.state, version: request.version },
    changes,
  );
  const { request: after } = (await findTimeOffRequest(trx, request.id))!;
  if (!moved) throw conflict(await detailOf(deps, trx, after), `This request is ${after.state} already.`);
  return after;
}

/**
 * Approves all days of a pending request, or only `dates`: time off's own addition runs for each
 * run of consecutive chosen days, in this transaction (its soft warnings come back together as
 * one 422 schedule_warning until acknowledged; the calls it empties become coverage gaps).
 */
export async function approveTimeOffRequest(
  deps: TimeOffRequestDeps,
  actor: AuthUser,
  id: number,
  body: { dates?: string[]; acknowledge_warnings: boolean },
): Promise<TimeOffRequestDetail> {
  const { detail } = await inTransaction(deps, async (trx) => {
    const { request, authorId } = await requestIn(deps, trx, id, ['pending']);
    const all = expandRange(request.start_date, request.end_date);
    const chosen = body.dates ? [...new Set(body.dates)].sort() : all;
    const outside = chosen.filter((date) => !all.includes(date));
    if (outside.length > 0) {
      throw fieldError('dates', `Not days of this request: ${outside.map(formatUsDate).join(', ')}.`);
    }
    const after = await transitionOrConflict(deps, trx, request, {
      state: 'approved',
      actorId: actor.id,
      approved_dates: chosen,
      decided_by: actor.id,
    });
    const added: AddedTimeOff[] = [];
    const warnings: ScheduleWarning[] = [];
    for (const run of runsOf(chosen)) {
      try {
        added.push(
          await addTimeOffIn(
            trx,
            actor,
            {
              surgeon_id: request.surgeon.id,
              vacation_type: request.vacation_type as VacationType,
              vacation_start_date: run[0]!,
              vacation_end_date: run.at(-1)!,
              acknowledge_warnings: body.acknowledge_warnings,
            },
            { audit: false },
          ),
        );
      } catch (error) {
        // Gather every run's warnings, so one answer names every call the approval empties.
        if (error instanceof HttpError && error.extra.errorType === SCHEDULE_WARNING) {
          warnings.push(...(error.extra.warnings as ScheduleWarning[]));
        } else if (error instanceof HttpError && error.statusCode === 422) {
          const message = error.message;
          throw fieldError('dates', message);
        } else throw error;
      }
    }
    if (warnings.length > 0) throw scheduleWarning(warnings);
    const timeOffId = added[0]?.record.id ?? null;
    await setTimeOffId(trx, id, timeOffId);
    const approved = { ...after, time_off_id: timeOffId };
    await recordAudit(trx, {
      actor,
      area: 'time-off-requests',
      action: 'update',
      entityId: id,
      before: request,
      after: {
        ...approved,
        time_off: added.map((each) => each.record),
        cleared_calls: added.flatMap((each) => each.clearedCalls),
      },
    });
    await storeNotices(trx, actor, [decisionNotice(approved, authorId, noteOf(body))]);
    return { detail: requestChanged(trx, await detailOf(deps, trx, approved)) };
  });
  return detail;
}

const noteOf = (body: object) => ('note' in body && typeof body.note === 'string' ? body.note : '');

/** Tells the author and the surgeon what was decided, day by day when only some days were approved. */
function decisionNotice(request: TimeOffRequest, authorId: number | null, note: string): RequestNotice {
  const what = decisionInSentence(request);
  return {
    recipientIds: [...(authorId === null ? [] : [authorId]), request.surgeon.id],
    subject: `Time-off request ${what}: ${request.vacation_type} ${range(request.start_date, request.end_date)}`,
    message: [`Your time-off request (${describe(request)}) was ${what}.`, note ? `Note: ${note}` : '']
      .filter(Boolean)
      .join('\n'),
    about: { timeOffRequestId: request.id },
  };
}

/** Declines a pending request; its author is told. */
export async function declineTimeOffRequest(
  deps: TimeOffRequestDeps,
  actor: AuthUser,
  id: number,
  body: { note: string },
): Promise<TimeOffRequestDetail> {
  const { detail } = await inTransaction(deps, async (trx) => {
    const { request, authorId } = await requestIn(deps, trx, id, ['pending']);
    const after = await transitionOrConflict(deps, trx, request, {
      state: 'declined',
      actorId: actor.id,
      decided_by: actor.id,
    });
    await recordAudit(trx, {
      actor,
      area: 'time-off-requests',
      action: 'update',
      entityId: id,
      before: request,
      after: { ...after, note_on_decision: body.note },
    });
    await storeNotices(trx, actor, [decisionNotice(after, authorId, body.note)]);
    return { detail: requestChanged(trx, await detailOf(deps, trx, after)) };
  });
  return detail;
}

/**
 * Its author (or the surgeon it is for) cancels a pending or approved request. An approved one's
 * time off is removed again through time off's own removal, date by date, so the vacation counters
 * give the days back. The calls approval emptied stay empty (they are not refilled).
 */
export async function cancelTimeOffRequest(
  deps: TimeOffRequestDeps,
  actor: AuthUser,
  id: number,
  body: { note: string },
): Promise<TimeOffRequestDetail> {
  const { detail } = await inTransaction(deps, async (trx) => {
    const found = await findTimeOffRequest(trx, id);
    if (!found) throw notFound('Time-off request not found.');
    if (found.authorId !== actor.id && found.request.surgeon.id !== actor.id) {
      throw forbidden('Only the one who asked may cancel this request.');
    }
    const { request, authorId } = await requestIn(deps, trx, id, ['pending', 'approved']);
    const begun = pastDaysOf(deps.clock.today(), actor, request, body.note);
    const after = await transitionOrConflict(deps, trx, request, { state: 'cancelled', actorId: actor.id });
    const removed: RemovedTimeOffDate[] = [];
    if (request.state === 'approved') {
      for (const row of await timeOffDatesOf(trx, request.surgeon.id, request.approved_dates)) {
        removed.push(await removeTimeOffDateIn(trx, actor, row.time_off_id, row.date, { audit: false }));
      }
    }
    await recordAudit(trx, {
      actor,
      area: 'time-off-requests',
      action: 'update',
      entityId: id,
      before: request,
      after: {
        ...after,
        removed_time_off_dates: removed.map((each) => each.date),
        ...(begun.length > 0 ? { reason: body.note } : {}),
      },
    });
    await storeNotices(trx, actor, [
      {
        recipientIds: [...(await schedulerIds(trx)), ...(authorId === null ? [] : [authorId]), request.surgeon.id],
        subject: `Time-off request cancelled: ${describe(request)}`,
        message: [
          `The time-off request (${describe(request)}) was cancelled${request.state === 'approved' ? '; its time off is removed again' : ''}.`,
          body.note ? `Note: ${body.note}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        about: { timeOffRequestId: id },
      },
    ]);
    return { detail: requestChanged(trx, await detailOf(deps, trx, after)) };
  });
  return detail;
}
