import type { RoundRecord } from '../../shared/schemas/rounds.js';
import { api, query } from '../lib/api-client';

export type RoundBody = Record<string, unknown>;

export const roundsApi = {
  active: () => api.get<RoundRecord[]>('/hospital-round'),
  /** Every entry; the name filter runs on the client (spec §7). */
  all: () => api.get<RoundRecord[]>('/hospital-round/search-by-name'),
  archivedOn: (date: string) => api.get<RoundRecord[]>(`/hospital-round/search-by-date${query({ date })}`),
  create: (body: RoundBody) => api.post<RoundRecord>('/hospital-round', body),
  update: (id: number, body: RoundBody) => api.put<RoundRecord>(`/hospital-round/${id}`, body),
  archive: (id: number) => api.patch<RoundRecord>(`/hospital-round/${id}`, { is_archived: true }),
  /** From the active list: one ticked, the other cleared. */
  setSoDc: (id: number, flag: 'so' | 'dc') =>
    api.put<RoundRecord>(`/hospital-sodc/${id}`, { so: flag === 'so', dc: flag === 'dc' }),
  /** From the archive: one flag with its value. */
  setSoDcBack: (id: number, flag: 'so' | 'dc', value: boolean) =>
    api.put<RoundRecord>(`/hospital-sodcback/${id}`, { [flag]: value ? 1 : 0 }),
};
