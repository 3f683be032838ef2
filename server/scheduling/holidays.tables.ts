import type { Generated } from 'kysely';
import type { AuditColumns } from '../db/audit-columns.js';

export interface PracticeHolidaysTable extends AuditColumns {
  id: Generated<number>;
  date: string;
  name: string;
}

export interface HolidaysTables {
  practice_holidays: PracticeHolidaysTable;
}
