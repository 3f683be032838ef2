/**
 * The rules of a case's progress through the OR day, shared by the server (which enforces them)
 * and every screen (which shows them). A case is a procedure event of the daily schedule.
 */

/** The milestones, in the order the server enforces. */
export const MILESTONES = [
  'checked_in',
  'in_room',
  'procedure_start',
  'closing',
  'out_of_room',
  'in_recovery',
  'done',
] as const;
export type Milestone = (typeof MILESTONES)[number];

export const MILESTONE_LABELS: Record<Milestone, string> = {
  checked_in: 'Checked in',
  in_room: 'In room',
  procedure_start: 'Procedure start',
  closing: 'Closing',
  out_of_room: 'Out of room',
  in_recovery: 'In recovery',
  done: 'Done',
};

export const DELAY_REASONS = [
  'Patient late',
  'Pre-op incomplete',
  'Surgeon late',
  'Anesthesia late',
  'Previous case ran over',
  'Room or equipment not ready',
  'Other',
] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

export const CANCEL_REASONS = [
  'Patient did not arrive',
  'Patient unfit for surgery',
  'Patient declined',
  'Surgeon unavailable',
  'No bed or equipment',
  'Other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * A case that ran past midnight has its last milestones on the next morning, until this time of
 * day; any other milestone is dated on the case's own day (issue 30).
 */
export const NEXT_MORNING_UNTIL = '12:00';

/**
 * Minutes after the time it states that a milestone may be recorded and still count as recorded
 * as it happened (a nurse finishing the case before the tablet). Later, it is a late entry: shown
 * as "entered late" on the case and counted by the OR metrics (`late_entries`).
 */
export const LATE_ENTRY_GRACE_MINUTES = 30;

/** Minutes past its scheduled start a case may still be out of the room before it counts as late. */
export const DEFAULT_LATE_GRACE_MINUTES = 5;

/**
 * The longest gap, from a case's Out of room to the next In room of the same room, that the OR
 * metrics count as a turnover; a longer one is the room standing idle (a morning and an afternoon list).
 */
export const DEFAULT_TURNOVER_MAX_GAP_MINUTES = 60;

/** The milestone after `current` (null: not started yet), or null once the case is done. */
export function nextMilestone(current: Milestone | null): Milestone | null {
  if (current === null) return MILESTONES[0];
  const index = MILESTONES.indexOf(current);
  return MILESTONES[index + 1] ?? null;
}

/** Has the case reached `milestone` (or gone past it)? */
export function hasReached(current: Milestone | null, milestone: Milestone): boolean {
  return current !== null && MILESTONES.indexOf(current) >= MILESTONES.indexOf(milestone);
}

/** The plain words a family reads on the waiting-room board, in the order a case goes through them. */
export const FAMILY_STAGES = [
  'Scheduled',
  'Checked in',
  'In surgery',
  'Finishing surgery',
  'In recovery',
  'Ready for visitors',
  'Please see the front desk',
] as const;
export type FamilyStage = (typeof FAMILY_STAGES)[number];

/** A family's wait is over: the patient is ready for visitors, or the case was cancelled (see the desk). */
export const isFamilyStageFinished = (stage: FamilyStage): boolean =>
  stage === 'Ready for visitors' || stage === 'Please see the front desk';

/**
 * The family board's order: cases still under way or to come first, finished ones last, each
 * group in the order of the day (`cases` come in it). The server orders the family day by it.
 */
export function familyBoardOrder<T extends { stage: FamilyStage }>(cases: readonly T[]): T[] {
  return [
    ...cases.filter((one) => !isFamilyStageFinished(one.stage)),
    ...cases.filter((one) => isFamilyStageFinished(one.stage)),
  ];
}

export function familyStageOf(current: Milestone | null, cancelled: boolean): FamilyStage {
  if (cancelled) return 'Please see the front desk';
  switch (current) {
    case null:
      return 'Scheduled';
    case 'checked_in':
      return 'Checked in';
    case 'in_room':
    case 'procedure_start':
      return 'In surgery';
    case 'closing':
      return 'Finishing surgery';
    case 'out_of_room':
    case 'in_recovery':
      return 'In recovery';
    case 'done':
      return 'Ready for visitors';
  }
}

/** Minutes from `from` to `to`, both `YYYY-MM-DD` + `HH:mm` wall-clock times of the practice. */
export function minutesBetween(from: { date: string; time: string }, to: { date: string; time: string }): number {
  const minutes = ({ date, time }: { date: string; time: string }) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    // Months in Date.UTC are 0-based: unshifted, the 31st of one month would fall after the 1st of the next.
    return Date.UTC(year, month - 1, day) / 60_000 + hour * 60 + minute;
  };
  return minutes(to) - minutes(from);
}

/** Was a milestone stating `time` recorded at `recorded` (both wall clock) later than the grace allows? */
export function isLateEntry(time: { date: string; time: string }, recorded: { date: string; time: string }): boolean {
  return minutesBetween(time, recorded) > LATE_ENTRY_GRACE_MINUTES;
}

/**
 * How late a case is to come into the room, in minutes past its scheduled start, once the
 * grace has passed and it is still not in the room (0: not late). `now` is the practice's clock.
 */
export function lateMinutes(
  scheduled: { date: string; start_time: string },
  current: Milestone | null,
  now: { date: string; time: string },
  graceMinutes: number,
): number {
  if (hasReached(current, 'in_room')) return 0;
  const past = minutesBetween({ date: scheduled.date, time: scheduled.start_time }, now);
  return past > graceMinutes ? past : 0;
}

/** Minutes a case in the room has run past its scheduled end (0: not over). */
export function overrunMinutes(
  scheduled: { date: string; end_time: string },
  current: Milestone | null,
  now: { date: string; time: string },
): number {
  if (!hasReached(current, 'in_room') || hasReached(current, 'out_of_room')) return 0;
  return Math.max(0, minutesBetween({ date: scheduled.date, time: scheduled.end_time }, now));
}
