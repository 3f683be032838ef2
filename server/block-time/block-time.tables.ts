import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated } from 'kysely';

/** One row per saved month; `version` is the month's version, bumped by every save. */
export interface BlockTimeMonthsTable extends AuditColumns {
  id: Generated<number>;
  month: string;
}

/** One block: a location's operating-room time on a date (HH:mm, 24 h). */
export interface BlockTimeEntriesTable extends AuditColumns {
  id: Generated<number>;
  month: string;
  location: string;
  date: string;
  start_time: string;
  end_time: string;
}

/** A checkbox state the editor sent for a location and date (0/1). */
export interface BlockTimeCheckboxesTable extends AuditColumns {
  id: Generated<number>;
  month: string;
  location: string;
  date: string;
  checked: number;
}

export interface BlockTimeTables {
  block_time_months: BlockTimeMonthsTable;
  block_time_entries: BlockTimeEntriesTable;
  block_time_checkboxes: BlockTimeCheckboxesTable;
}
