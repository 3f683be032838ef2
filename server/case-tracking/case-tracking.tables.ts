import type { Generated, Selectable } from 'kysely';
import type { AuditColumns } from '../db/audit-columns.js';

/** Where one case (a procedure event) stands: one row once anything is recorded for it. */
export interface CaseProgressTable extends AuditColumns {
  event_id: number;
  /**
   * A copy of the family's code as it was at the first write (case_codes is the source): nodes
   * of the release before case_codes write it during a rolling update. Never read.
   */
  case_code: string;
  /** The last milestone reached (shared/case-tracking.ts MILESTONES), null before check-in. */
  step: string | null;
  delay_reason: string | null;
  delay_note: string | null;
  delay_date: string | null;
  delay_time: string | null;
  /** ISO-8601 UTC instant the delay was recorded: undo takes back whichever came last, it or a milestone. */
  delay_set_at: string | null;
  cancel_reason: string | null;
  cancel_note: string | null;
  cancel_date: string | null;
  cancel_time: string | null;
}
export type CaseProgressRow = Selectable<CaseProgressTable>;

/** One milestone a case reached: when (the practice's wall clock), who set it, whether entered afterwards. */
export interface CaseMilestonesTable {
  id: Generated<number>;
  event_id: number;
  step: string;
  at_date: string;
  at_time: string;
  set_by: number | null;
  /** ISO-8601 UTC instant the milestone was recorded. */
  set_at: string;
  entered_late: number;
  /** Why a time was corrected; null while it stands as first set. */
  correction_reason: string | null;
}
export type CaseMilestoneRow = Selectable<CaseMilestonesTable>;

/** The family's code of each case (case-codes.repository.ts): issued once, never derived again. */
export interface CaseCodesTable {
  event_id: number;
  code: string;
  /** The case's day when its code was issued: a code is unique among those issued for one day. */
  issued_on: string;
}

/** Migration 0015's note: the codes of procedures up to this event id are still to be stored (legacy-case-codes.ts). */
export interface CaseCodeLegacyTable {
  up_to_event_id: number;
}

export interface CaseTrackingTables {
  case_codes: CaseCodesTable;
  case_code_legacy: CaseCodeLegacyTable;
  case_progress: CaseProgressTable;
  case_milestones: CaseMilestonesTable;
}
