import { caseTrackingContract as contract } from '../../shared/contract/case-tracking.js';
import type { CancelReason, DelayReason, Milestone } from '../../shared/case-tracking.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { call, conflictOf } from '../lib/api-client';

/** When a milestone happened, if not now: the practice's wall clock. */
export interface EnteredTime {
  date?: string;
  time: string;
}

export const caseTrackingApi = {
  progress: (eventId: number) => call(contract.progress, { params: { eventId } }),
  setMilestone: (eventId: number, step: Milestone, version: number, at?: EnteredTime) =>
    call(contract.setMilestone, { params: { eventId }, body: { step, version, ...at } }),
  correct: (eventId: number, step: Milestone, at: EnteredTime, reason: string, version: number) =>
    call(contract.correctMilestone, { params: { eventId, step }, body: { ...at, reason, version } }),
  delay: (eventId: number, reason: DelayReason, note: string, version: number) =>
    call(contract.delay, { params: { eventId }, body: { reason, note, version } }),
  cancel: (eventId: number, reason: CancelReason, note: string, version: number) =>
    call(contract.cancel, { params: { eventId }, body: { reason, note, version } }),
  undo: (eventId: number, version: number) => call(contract.undoLastStep, { params: { eventId }, body: { version } }),
};

/** The case as saved now, when a write from an older version was refused (409). */
export const currentProgressOf = (error: unknown): CaseProgress | undefined =>
  conflictOf(error, contract.setMilestone) ??
  conflictOf(error, contract.correctMilestone) ??
  conflictOf(error, contract.delay) ??
  conflictOf(error, contract.cancel) ??
  conflictOf(error, contract.undoLastStep);
