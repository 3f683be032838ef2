/** The columns `withAudit` (migrations/support.ts) adds to a table: who and when, and the version. */
export interface AuditColumns {
  create_by: number | null;
  update_by: number | null;
  created_at: string;
  updated_at: string;
  version: number;
}
