import type { CallDayKind } from '../../../shared/call-day-kind.js';
import type { CallSlot } from '../../../shared/schemas/call-slots.js';
import type {
  CallFillSettings,
  Spread,
  SuggestedEntry,
  UnfilledCell,
} from '../../../shared/schemas/call-suggestions.js';

export type { ExclusionRule, Spread, SuggestedEntry, UnfilledCell } from '../../../shared/schemas/call-suggestions.js';
export { EXCLUSION_RULES } from '../../../shared/schemas/call-suggestions.js';

/** A physician the month may be filled with. `share`: their part of the calls, 1 for full time, 0 for none. */
export interface FillSurgeon {
  id: number;
  name: string;
  share: number;
}

/** One day of the month: what its calls count as, and whether the office holds sessions that day. */
export interface FillDay {
  date: string;
  kind: CallDayKind;
  /** Office sessions are held: a weekday that is neither closed nor a practice holiday. */
  office: boolean;
  /** The office is closed (its sessions must stay empty). */
  closed: boolean;
}

export type FillSettings = CallFillSettings;

export type DayCells = Record<CallSlot, number | null>;

/** Calls a person holds in the year, by what the fairness ledger counts. */
export interface YearCounts {
  first: number;
  second: number;
  weekend: number;
  holiday: number;
}

/** Everything the engine reads: plain data, so it can cross into the worker thread. */
export interface FillProblem {
  month: string;
  /** Every day of the month, in order. */
  days: FillDay[];
  /** The dates whose empty cells are to be filled (the whole month, or the days asked for). */
  scope: string[];
  surgeons: FillSurgeon[];
  /** Saved cells of the month's days and of the days around it that the rules look at. */
  entries: Record<string, DayCells>;
  /** Who is on time off, by date. */
  off: Record<string, number[]>;
  /** Physicians' own "unavailable" days, by date. */
  unavailable: Record<string, number[]>;
  /** Physicians' own "prefer not" days, by date. */
  preferNot: Record<string, number[]>;
  /** Office sessions a physician is booked elsewhere during (a procedure or meeting), by date; none when absent. */
  booked?: Record<string, { surgeon_id: number; slot: CallSlot }[]>;
  /** Calls saved in the month's year outside the month, by surgeon id. */
  yearOutsideMonth: Record<number, YearCounts>;
  settings: FillSettings;
  seed: number;
  /** Improving moves to try; the same problem, seed and iterations give the same answer. */
  iterations: number;
}

export interface FillResult {
  entries: SuggestedEntry[];
  unfilled: UnfilledCell[];
  spread: { before: Spread; after: Spread };
}
