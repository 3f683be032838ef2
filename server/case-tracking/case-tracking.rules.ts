import {
  MILESTONES,
  MILESTONE_LABELS,
  hasReached,
  minutesBetween,
  nextMilestone,
  type Milestone,
} from '../../shared/case-tracking.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';
import { fieldError } from '../http/errors.js';
import type { CaseEvent, MilestoneRow } from './case-tracking.repository.js';
import type { CaseProgressRow } from './case-tracking.tables.js';

/** A moment on the practice's wall clock. */
export interface WallClock {
  date: string;
  time: string;
}

/** A case as stored: its event, its row (undefined: nothing recorded yet), its milestones and its progress. */
export interface CaseState {
  event: CaseEvent;
  row: CaseProgressRow | undefined;
  milestones: MilestoneRow[];
  progress: CaseProgress;
}

const at = (milestone: WallClock) => `${milestone.date} ${milestone.time}`;

const milestoneOf = (state: CaseState, step: Milestone) => state.milestones.find((m) => m.step === step);

/** 422 unless `time` lies between the milestones around it and not in the future. */
function checkTime(state: CaseState, step: Milestone, time: WallClock, now: WallClock, field: string): void {
  if (minutesBetween(now, time) > 0) throw fieldError(field, 'The time may not be in the future.');
  const index = MILESTONES.indexOf(step);
  const previous = index > 0 ? milestoneOf(state, MILESTONES[index - 1]!) : undefined;
  if (previous && minutesBetween(previous, time) < 0) {
    throw fieldError(field, `The time may not be before ${MILESTONE_LABELS[previous.step]} (${at(previous)}).`);
  }
  const next = milestoneOf(state, MILESTONES[index + 1] ?? step);
  if (next && next.step !== step && minutesBetween(time, next) < 0) {
    throw fieldError(field, `The time may not be after ${MILESTONE_LABELS[next.step]} (${at(next)}).`);
  }
}

/** Entered afterwards (documentation): dated before the practice's today, or set on a day after the case's. */
export const enteredLate = (event: CaseEvent, time: WallClock, now: WallClock): boolean =>
  time.date < now.date || now.date > event.event_date;

/** 422 unless `step` is the case's next milestone, at a time in order. */
export function milestoneRefusal(state: CaseState, step: Milestone, time: WallClock, now: WallClock): void {
  if (state.progress.cancellation) throw fieldError('step', 'The case is cancelled.');
  const next = nextMilestone(state.progress.step);
  if (next === null) throw fieldError('step', 'The case is done.');
  if (step !== next) throw fieldError('step', `Expected next step: ${MILESTONE_LABELS[next]}.`);
  checkTime(state, step, time, now, 'time');
}

/** 422 unless `step` is recorded and its corrected time stays in order; answers the recorded milestone. */
export function correctionRefusal(
  state: CaseState,
  step: Milestone,
  body: { date?: string; time: string },
  now: WallClock,
): MilestoneRow {
  const recorded = milestoneOf(state, step);
  if (!recorded) throw fieldError('step', `${MILESTONE_LABELS[step]} is not recorded for this case.`);
  checkTime(state, step, { date: body.date ?? recorded.date, time: body.time }, now, 'time');
  return recorded;
}

export function delayRefusal(state: CaseState): void {
  if (state.progress.cancellation) throw fieldError('reason', 'The case is cancelled.');
  if (hasReached(state.progress.step, 'out_of_room')) {
    throw fieldError('reason', 'A case out of the room can no longer be marked delayed.');
  }
  if (state.progress.delay) throw fieldError('reason', 'The case is already marked delayed.');
}

export function cancelRefusal(state: CaseState): void {
  if (state.progress.cancellation) throw fieldError('reason', 'The case is already cancelled.');
  if (state.progress.step === 'done') throw fieldError('reason', 'The case is done.');
}

/**
 * What an undo takes back: the cancellation (nothing follows one), else the delay or the last
 * milestone, whichever was recorded last. 422 when nothing is recorded.
 */
export function undoTarget(state: CaseState): 'cancellation' | 'delay' | Milestone {
  if (state.progress.cancellation) return 'cancellation';
  const last = state.progress.step ? milestoneOf(state, state.progress.step) : undefined;
  const delayedAt = state.row?.delay_set_at;
  if (state.progress.delay && (!last || (delayedAt ?? '') > last.set_at)) return 'delay';
  if (!last) throw fieldError('step', 'There is nothing to undo.');
  return last.step;
}
