import type { Generated, Selectable } from 'kysely';
import type { AuditColumns } from '../db/audit-columns.js';

/** Where one case (a procedure event) stands: one row once anything is recorded for it. */
export interface CaseProgressTable extends AuditColumns {
  event_id: number;
  /** The family's code (case-code.ts), kept so a report can find the case by it. */
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

export interface CaseTrackingTables {
  case_progress: CaseProgressTable;
  case_milestones: CaseMilestonesTable;
}
