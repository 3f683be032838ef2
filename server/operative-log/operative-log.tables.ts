import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated, Selectable } from 'kysely';

export interface OperativeEntriesTable extends AuditColumns {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  mrn: string;
  /** users.id of the primary surgeon and of the assistant (both physicians). */
  surgeon: number;
  assistant: number;
  diagnosis: string;
  procedure: string;
  facility: string;
  is_archived: number;
  /** Practice-time-zone day (YYYY-MM-DD) it was added: the only day it may be edited. */
  created_on: string;
}
export type OperativeEntryRow = Selectable<OperativeEntriesTable>;

export interface OperativeLogTables {
  operative_entries: OperativeEntriesTable;
}
