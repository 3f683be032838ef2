import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { TestApp } from '../test/harness.js';
import { toAuditEntry } from './audit.repository.js';

/** The audit entries written after entry `afterId`, oldest first. */
export async function entriesAfter(t: TestApp, afterId: number): Promise<AuditEntry[]> {
  const rows = await t.db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();
  return rows.map(toAuditEntry);
}

export async function lastAuditId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
