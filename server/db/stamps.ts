import type { AuditColumns } from './audit-columns.js';
import type { Db } from './connect.js';
import { writeAt } from './transaction.js';

/** The stamp of a row `trx`'s write adds: made and last changed by `by` (null: the practice itself), version 1. */
export function insertStamp(trx: Db, by: number | null): AuditColumns {
  const at = writeAt(trx);
  return { create_by: by, update_by: by, created_at: at, updated_at: at, version: 1 };
}

/** Who last changed a row in `trx`'s write, and when (the caller bumps the version where the table has one). */
export function updateStamp(trx: Db, by: number | null): Pick<AuditColumns, 'update_by' | 'updated_at'> {
  return { update_by: by, updated_at: writeAt(trx) };
}
