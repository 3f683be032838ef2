import { auditContract as contract } from '../../shared/contract/audit.js';
import type { AuditArea, AuditEntry } from '../../shared/schemas/audit.js';
import { call } from './api-client';

export interface AuditFilter {
  area?: string;
  user_id?: string;
  entity_id?: string;
  from?: string;
  to?: string;
}

export const auditApi = {
  page: (filter: AuditFilter, page?: string | null) => call(contract.log, { query: { ...filter, page } }),
  history: (area: AuditArea, id: string | number) =>
    call(contract.history, { params: { area, id: String(id) } }).then((r) => r.entries),
  /** `acknowledgeWarnings`: resend after the soft-rule warnings were shown ("Save anyway"). */
  undo: (id: number, acknowledgeWarnings = false) =>
    call(contract.undo, { params: { id }, body: { acknowledge_warnings: acknowledgeWarnings } }).then((r) => r.entry),
};

/** Every page of the filter, newest first (for the CSV export). */
export async function allEntries(filter: AuditFilter): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let page: string | null | undefined;
  do {
    const answer = await auditApi.page(filter, page);
    entries.push(...answer.entries);
    page = answer.next_page;
  } while (page);
  return entries;
}
