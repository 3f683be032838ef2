import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated } from 'kysely';

export interface OfficeClosuresTable extends AuditColumns {
  id: Generated<number>;
  effective_date_start: string;
  /** 'Close' (office closed that day) or 'BlockTime' (block calendar effective start date). */
  note: string;
}

export interface OfficeClosuresTables {
  office_closures: OfficeClosuresTable;
}
