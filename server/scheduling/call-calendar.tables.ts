import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated } from 'kysely';

/** One day of the call calendar; `version` is bumped on every write of the day. */
export interface CallEntriesTable extends AuditColumns {
  id: Generated<number>;
  date: string;
  surgeon_1st: number | null;
  surgeon_2nd: number | null;
  surgeon_o_am: number | null;
  surgeon_o_pm: number | null;
}

export interface TimeOffTable extends AuditColumns {
  id: Generated<number>;
  surgeon_id: number;
  vacation_type: string;
}

/** The dates of a time-off record (its surgeon repeated, so "who is off on D" is one index read). */
export interface TimeOffDatesTable {
  id: Generated<number>;
  time_off_id: number;
  surgeon_id: number;
  date: string;
}

export interface OfficeHoursTable extends AuditColumns {
  id: Generated<number>;
  period: string;
  start_time: string;
  end_time: string;
  effective_date_start: string;
}

export interface CallCalendarTables {
  call_entries: CallEntriesTable;
  time_off: TimeOffTable;
  time_off_dates: TimeOffDatesTable;
  office_hours: OfficeHoursTable;
}
