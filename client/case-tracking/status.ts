import {
  MILESTONE_LABELS,
  hasReached,
  lateMinutes,
  minutesBetween,
  overrunMinutes,
  type Milestone,
} from '../../shared/case-tracking.js';
import type { CaseProgress } from '../../shared/schemas/case-tracking.js';

/** The colour family of a status; every screen shows it beside the word, never alone. */
export type StatusTone = 'scheduled' | 'arrived' | 'in-room' | 'recovery' | 'done' | 'cancelled';

export interface CaseStatus {
  /** "Scheduled", a milestone's label, or "Cancelled". */
  word: string;
  tone: StatusTone;
  /** `HH:mm` when the case came into this status (null: scheduled, nothing recorded). */
  since: string | null;
  /** Minutes in this status on the practice clock (null while scheduled). */
  minutes: number | null;
  /** Minutes late into the room past its start (0: not late); see shared/case-tracking.ts. */
  late: number;
  /** Minutes past its scheduled end while in the room (0: not over). */
  overrun: number;
  /** The delay's reason while the case is marked delayed and still ahead of leaving the room. */
  delayed: string | null;
}

const TONES: Record<Milestone, StatusTone> = {
  checked_in: 'arrived',
  in_room: 'in-room',
  procedure_start: 'in-room',
  closing: 'in-room',
  out_of_room: 'recovery',
  in_recovery: 'recovery',
  done: 'done',
};

export interface ScheduledCase {
  event_date: string;
  start_time: string;
  end_time: string;
}

/**
 * Where a case stands at `now` (the practice's clock), as every screen words it. Without a
 * `now` (a screen that does not tick) it has no minutes, lateness or overrun.
 */
export function caseStatusOf(
  progress: CaseProgress | null,
  scheduled: ScheduledCase,
  now: { date: string; time: string } | null,
  graceMinutes: number,
): CaseStatus {
  const step = progress?.step ?? null;
  const plan = { date: scheduled.event_date, start_time: scheduled.start_time, end_time: scheduled.end_time };
  if (progress?.cancellation) {
    const { date, time } = progress.cancellation;
    return {
      word: 'Cancelled',
      tone: 'cancelled',
      since: time,
      minutes: now && minutesBetween({ date, time }, now),
      late: 0,
      overrun: 0,
      delayed: null,
    };
  }
  const last = progress?.milestones.find((milestone) => milestone.step === step) ?? null;
  const delayed = progress?.delay && !hasReached(step, 'out_of_room') ? progress.delay.reason : null;
  return {
    word: step ? MILESTONE_LABELS[step] : 'Scheduled',
    tone: step ? TONES[step] : 'scheduled',
    since: last?.time ?? null,
    minutes: last && now ? Math.max(0, minutesBetween(last, now)) : null,
    late: now ? lateMinutes(plan, step, now, graceMinutes) : 0,
    overrun: now ? overrunMinutes(plan, step, now) : 0,
    delayed,
  };
}

/** "45 min", "1 h 05 min". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
