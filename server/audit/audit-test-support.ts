import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { TestApp } from '../test/harness.js';
import { toAuditEntry } from './audit.repository.js';

/** Every API route the routes files declare (the same reading as server/plugins/bad-input.test.ts). */
export function declaredRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.routes.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/app\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
          routes.push({ method: match[1]!.toUpperCase(), url: `/api${match[2]}` });
        }
      }
    }
  };
  walk('server');
  return routes;
}

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
