import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated, Selectable } from 'kysely';

export interface HospitalRoundsTable extends AuditColumns {
  id: Generated<number>;
  room: string;
  first_name: string;
  last_name: string;
  age: string;
  mrn: string;
  diagnosis: string;
  procedure: string;
  notes: string;
  facility: string;
  so: number;
  dc: number;
  is_archived: number;
  /** Practice-time-zone days (YYYY-MM-DD) of creation and of the last change. */
  created_on: string;
  updated_on: string;
}
export type HospitalRoundRow = Selectable<HospitalRoundsTable>;

export interface RoundsTables {
  hospital_rounds: HospitalRoundsTable;
}
