import {
  MILESTONES,
  MILESTONE_LABELS,
  NEXT_MORNING_UNTIL,
  hasReached,
  isLateEntry,
  minutesBetween,
  nextMilestone,
  type Milestone,
} from '../../shared/case-tracking.js';
import { addDays, formatUsDate, formatTime12 } from '../../shared/dates.js';
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

/** A recorded moment as the practice reads it: `11/27/2026 02:09 PM`. */
const at = (milestone: WallClock) => `${formatUsDate(milestone.date)} ${formatTime12(milestone.time)}`;

const milestoneOf = (state: CaseState, step: Milestone) => state.milestones.find((m) => m.step === step);

/**
 * 422 unless `time` is not in the future, on the case's day (or the next morning, for a case that
 * ran past midnight) of a case whose day has come, and between the milestones around it.
 */
function checkTime(state: CaseState, step: Milestone, time: WallClock, now: WallClock, field: string): void {
  const day = state.event.event_date;
  if (day > now.date) {
    throw fieldError('date', `The case is on ${formatUsDate(day)}: its milestones are recorded on that day.`);
  }
  if (minutesBetween(now, time) > 0) throw fieldError(field, 'The time may not be in the future.');
  const nextMorning = time.date === addDays(day, 1) && time.time < NEXT_MORNING_UNTIL;
  if (time.date !== day && !nextMorning) {
    throw fieldError(
      'date',
      `The date must be the case's day (${formatUsDate(day)}) or the next morning, before ${formatTime12(NEXT_MORNING_UNTIL)}.`,
    );
  }
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

/** Entered afterwards (documentation): recorded more than the grace after the time it states. */
export const enteredLate = (time: WallClock, now: WallClock): boolean => isLateEntry(time, now);

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
