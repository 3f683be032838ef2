import type { Generated } from 'kysely';

/** One audit entry (migrations/0011_audit_log.ts). Rows are only ever inserted. */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC instant. */
  at: string;
  actor_user_id: number | null;
  actor_name: string;
  actor_board_id: number | null;
  area: string;
  action: string;
  entity_id: string | null;
  /** JSON text of the record's fields before / after the change (null when none). */
  before: string | null;
  after: string | null;
  address: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
