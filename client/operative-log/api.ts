import type {
  OperativeDateResult,
  OperativeEntry,
  SurgeonLogs,
  SurgeonOption,
} from '../../shared/schemas/operative-log.js';
import { api, query } from '../lib/api-client';

export type OperativeBody = Record<string, unknown>;

export const operativeLogApi = {
  today: () => api.get<OperativeEntry[]>('/oparative-log'),
  byName: (name: string) => api.get<OperativeEntry[]>(`/oparative-log/search-by-name${query({ name })}`),
  byDate: (date: string) => api.get<OperativeDateResult>(`/oparative-log/search-by-date${query({ date })}`),
  create: (body: OperativeBody) => api.post<OperativeEntry>('/oparative-log', body),
  update: (id: number, body: OperativeBody) => api.put<OperativeEntry>(`/oparative-log/${id}`, body),
  archive: (id: number) => api.patch<OperativeEntry>(`/oparative-log/${id}`, { is_archived: true }),
  surgeons: () => api.get<SurgeonOption[]>('/surgeons'),
  stats: (year: number) => api.get<SurgeonLogs>(`/get-surgeons-logs${query({ year })}`),
};
