import type { Updateable } from 'kysely';
import { MILESTONES, type Milestone } from '../../shared/case-tracking.js';
import type {
  CancelBody,
  CaseProgress,
  CorrectMilestoneBody,
  DelayBody,
  SetMilestoneBody,
  UndoStepBody,
} from '../../shared/schemas/case-tracking.js';
import { zonedNow } from '../../shared/zoned-time.js';
import { insertStamp, updateStamp } from '../db/stamps.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';
import { conflict, notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { caseCodeOf } from './case-codes.repository.js';
import {
  cancelRefusal,
  correctionRefusal,
  delayRefusal,
  enteredLate,
  milestoneRefusal,
  undoTarget,
  type CaseState,
  type WallClock,
} from './case-tracking.rules.js';
import './case-tracking.changes.js';
import {
  deleteMilestones,
  findCaseEvent,
  findProgressRow,
  insertMilestone,
  insertProgressRow,
  milestonesOf,
  toCaseProgress,
  updateMilestone,
  updateProgressRow,
  type CaseEvent,
} from './case-tracking.repository.js';
import type { CaseProgressTable } from './case-tracking.tables.js';

/** What the case-tracking service needs: a database, a publisher and the practice's clock. */
export type CaseDeps = ServiceDeps;

/** The moment a write happens: on the practice's wall clock, and as the instant its stamps hold. */
type WriteMoment = WallClock & { instant: string };

const CASE_NOT_FOUND = 'Case not found.';

/** A write's plan, from the case as stored: the row's new fields, then its milestones' changes. */
interface Plan {
  row: Updateable<CaseProgressTable>;
  milestones?: (trx: Db) => Promise<void>;
}

/** A case as stored, with its family code (the source of the copy a first write leaves in its row). */
type StoredCase = CaseState & { code: string };

async function readCase(db: Db, eventId: number): Promise<StoredCase> {
  const event = await findCaseEvent(db, eventId);
  if (!event) throw notFound(CASE_NOT_FOUND);
  return readStateOf(db, event);
}

async function readStateOf(db: Db, event: CaseEvent): Promise<StoredCase> {
  const [row, milestones, code] = await Promise.all([
    findProgressRow(db, event.id),
    milestonesOf(db, [event.id]),
    caseCodeOf(db, event),
  ]);
  const progress = toCaseProgress(event, code, row, milestones);
  return { event, row, milestones, progress, code };
}

/** GET: where the case stands (version 0 and no milestones while nothing is recorded). */
export async function caseProgressOf(deps: CaseDeps, eventId: number): Promise<CaseProgress> {
  return (await readCase(deps.db, eventId)).progress;
}

/**
 * Every write: in one transaction, from the version the writer saw (0: nothing recorded yet),
 * the plan's rules against the stored case, one audit entry, and (after the commit) the whole
 * progress to the case's day room.
 */
async function writeCase(
  deps: CaseDeps,
  actor: AuthUser,
  eventId: number,
  version: number,
  plan: (state: CaseState, now: WriteMoment) => Plan,
): Promise<CaseProgress> {
  const progress = await inTransaction(deps, async (trx) => {
    const state = await readCase(trx, eventId);
    if (state.progress.version !== version) throw conflict(state.progress);
    const instant = writeAt(trx);
    const { row, milestones } = plan(state, { ...zonedNow(deps.clock.timeZone, new Date(instant)), instant });
    const written = state.row
      ? await updateProgressRow(trx, eventId, version, { ...row, ...updateStamp(trx, actor.id) })
      : await insertProgressRow(trx, {
          event_id: eventId,
          case_code: state.code,
          ...row,
          ...insertStamp(trx, actor.id),
        });
    if (!written) throw conflict((await readStateOf(trx, state.event)).progress);
    await milestones?.(trx);
    const after = (await readStateOf(trx, state.event)).progress;
    await recordAudit(trx, {
      actor,
      area: 'case-tracking',
      action: 'update',
      entityId: eventId,
      before: state.progress,
      after,
    });
    recordChange(trx, { kind: 'case-progress', progress: after });
    return after;
  });
  return progress;
}

/** Records the next milestone; its time defaults to now on the practice's clock. */
export function setMilestone(deps: CaseDeps, actor: AuthUser, eventId: number, body: SetMilestoneBody) {
  return writeCase(deps, actor, eventId, body.version, (state, now) => {
    const at = { date: body.date ?? now.date, time: body.time ?? now.time };
    milestoneRefusal(state, body.step, at, now);
    return {
      row: { step: body.step },
      milestones: (trx) =>
        insertMilestone(trx, {
          event_id: eventId,
          step: body.step,
          at_date: at.date,
          at_time: at.time,
          set_by: actor.id,
          set_at: now.instant,
          entered_late: enteredLate(at, now) ? 1 : 0,
          correction_reason: null,
        }),
    };
  });
}

/** Corrects a recorded milestone's time, with a reason (the order of times still holds). */
export function correctMilestone(
  deps: CaseDeps,
  actor: AuthUser,
  eventId: number,
  step: Milestone,
  body: CorrectMilestoneBody,
) {
  return writeCase(deps, actor, eventId, body.version, (state, now) => {
    const recorded = correctionRefusal(state, step, body, now);
    const at = { date: body.date ?? recorded.date, time: body.time };
    return {
      row: {},
      milestones: (trx) =>
        updateMilestone(trx, eventId, step, {
          at_date: at.date,
          at_time: at.time,
          entered_late: recorded.entered_late === 1 || enteredLate(at, now) ? 1 : 0,
          correction_reason: body.reason,
        }),
    };
  });
}

export function markDelayed(deps: CaseDeps, actor: AuthUser, eventId: number, body: DelayBody) {
  return writeCase(deps, actor, eventId, body.version, (state, now) => {
    delayRefusal(state);
    return {
      row: {
        delay_reason: body.reason,
        delay_note: body.note,
        delay_date: now.date,
        delay_time: now.time,
        delay_set_at: now.instant,
      },
    };
  });
}

export function cancelCase(deps: CaseDeps, actor: AuthUser, eventId: number, body: CancelBody) {
  return writeCase(deps, actor, eventId, body.version, (state, now) => {
    cancelRefusal(state);
    return {
      row: { cancel_reason: body.reason, cancel_note: body.note, cancel_date: now.date, cancel_time: now.time },
    };
  });
}

const NO_DELAY = { delay_reason: null, delay_note: null, delay_date: null, delay_time: null, delay_set_at: null };
const NO_CANCELLATION = { cancel_reason: null, cancel_note: null, cancel_date: null, cancel_time: null };

/** Takes back the last thing recorded: the cancellation, the delay or the last milestone, whichever came last. */
export function undoLastStep(deps: CaseDeps, actor: AuthUser, eventId: number, body: UndoStepBody) {
  return writeCase(deps, actor, eventId, body.version, (state) => {
    const target = undoTarget(state);
    if (target === 'cancellation') return { row: NO_CANCELLATION };
    if (target === 'delay') return { row: NO_DELAY };
    const index = MILESTONES.indexOf(target);
    return {
      row: { step: index > 0 ? MILESTONES[index - 1]! : null },
      milestones: (trx) => deleteMilestones(trx, eventId, [target]),
    };
  });
}

/**
 * History's Undo: the case as an earlier write found it (`before`), from the version the entry
 * left (409 when it changed since). Milestones kept keep when they were recorded.
 */
export function restoreProgress(deps: CaseDeps, actor: AuthUser, before: CaseProgress, version: number) {
  return writeCase(deps, actor, before.event_id, version, (state, now) => {
    const recordedAt = new Map(state.milestones.map((milestone) => [milestone.step, milestone.set_at]));
    const sameDelay = JSON.stringify(state.progress.delay) === JSON.stringify(before.delay);
    const delay = before.delay
      ? {
          delay_reason: before.delay.reason,
          delay_note: before.delay.note,
          delay_date: before.delay.date,
          delay_time: before.delay.time,
          delay_set_at: (sameDelay ? state.row?.delay_set_at : null) ?? now.instant,
        }
      : NO_DELAY;
    const cancellation = before.cancellation
      ? {
          cancel_reason: before.cancellation.reason,
          cancel_note: before.cancellation.note,
          cancel_date: before.cancellation.date,
          cancel_time: before.cancellation.time,
        }
      : NO_CANCELLATION;
    return {
      row: { step: before.step, ...delay, ...cancellation },
      milestones: async (trx) => {
        await deleteMilestones(trx, before.event_id, [...MILESTONES]);
        for (const milestone of before.milestones) {
          await insertMilestone(trx, {
            event_id: before.event_id,
            step: milestone.step,
            at_date: milestone.date,
            at_time: milestone.time,
            set_by: milestone.set_by,
            set_at: recordedAt.get(milestone.step) ?? now.instant,
            entered_late: milestone.entered_late,
            correction_reason: milestone.correction_reason,
          });
        }
      },
    };
  });
}
