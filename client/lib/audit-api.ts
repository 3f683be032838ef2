import type { AuditEntry, AuditLogResponse, HistoryResponse, UndoResponse } from '../../shared/schemas/audit.js';
import { api, query } from './api-client';

export interface AuditFilter {
  area?: string;
  user_id?: string;
  entity_id?: string;
  from?: string;
  to?: string;
}

export const auditApi = {
  page: (filter: AuditFilter, page?: string | null) =>
    api.get<AuditLogResponse>(`/audit-log${query({ ...filter, page })}`),
  history: (area: string, id: string | number) =>
    api
      .get<HistoryResponse>(`/history/${encodeURIComponent(area)}/${encodeURIComponent(String(id))}`)
      .then((r) => r.entries),
  undo: (id: number) => api.post<UndoResponse>(`/audit-log/${id}/undo`).then((r) => r.entry),
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
