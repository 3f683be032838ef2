import type { Generated } from 'kysely';
import type { TimeOffRequestState } from '../../shared/schemas/time-off-requests.js';
import type { AuditColumns } from '../db/audit-columns.js';

export interface TimeOffRequestsTable extends AuditColumns {
  id: Generated<number>;
  surgeon_id: number;
  vacation_type: string;
  start_date: string;
  end_date: string;
  state: TimeOffRequestState;
  /** JSON array of dates. */
  approved_dates: string;
  note: string;
  late_notice: number;
  decided_by: number | null;
  time_off_id: number | null;
}

export interface TimeOffRequestsTables {
  time_off_requests: TimeOffRequestsTable;
}
