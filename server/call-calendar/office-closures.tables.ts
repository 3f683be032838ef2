import type { Generated } from 'kysely';

export interface OfficeClosuresTable {
  id: Generated<number>;
  effective_date_start: string;
  /** 'Close' (office closed that day) or 'BlockTime' (block calendar effective start date). */
  note: string;
  create_by: number | null;
  update_by: number | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface OfficeClosuresTables {
  office_closures: OfficeClosuresTable;
}
