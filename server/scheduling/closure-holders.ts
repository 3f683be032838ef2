import type { ClearedCall, OfficeRecord } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';

interface ClosureAuditRow {
  entity_id: string | null;
  action: string;
  after: string | null;
}

/**
 * The office holders each closure took off, as its audit entries recorded them (`cleared_calls`
 * of its 'create' and 'save' entries, since its last removal: SQLite may give a removed
 * closure's id to a new one). The audit log is the record of who was taken off, so removing a
 * closure can offer to put them back without a second copy of it.
 */
export async function withClearedCalls(db: Db, records: OfficeRecord[]): Promise<OfficeRecord[]> {
  if (records.length === 0) return records;
  const rows: ClosureAuditRow[] = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'action', 'after'])
    .where('area', '=', 'office-closures')
    .where(
      'entity_id',
      'in',
      records.map((record) => String(record.id)),
    )
    .orderBy('id', 'desc')
    .execute();
  return records.map((record) => ({ ...record, cleared_calls: clearedBy(record, rows) }));
}

function clearedBy(record: OfficeRecord, rows: ClosureAuditRow[]): ClearedCall[] {
  const cleared: ClearedCall[] = [];
  for (const row of rows) {
    if (row.entity_id !== String(record.id)) continue;
    if (row.action === 'remove') break;
    const after = row.after
      ? (JSON.parse(row.after) as { effective_date_start?: string; cleared_calls?: unknown })
      : null;
    if (after?.effective_date_start !== record.effective_date_start || !Array.isArray(after.cleared_calls)) continue;
    cleared.push(...(after.cleared_calls as ClearedCall[]));
  }
  return cleared;
}
