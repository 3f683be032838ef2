import type { ScheduleEventRecord, SurgeonOrder } from '../../shared/schemas/daily-schedule.js';
import { api } from '../lib/api-client';

export type EventRequestBody = Record<string, unknown>;

export const scheduleApi = {
  get: (id: number) =>
    api.get<{ dailySchedule: ScheduleEventRecord }>(`/daily-schedule/${id}`).then((r) => r.dailySchedule),
  create: (body: EventRequestBody) =>
    api.post<{ dailySchedule: ScheduleEventRecord }>('/daily-schedule', body).then((r) => r.dailySchedule),
  update: (id: number, body: EventRequestBody) =>
    api.put<{ dailySchedule: ScheduleEventRecord }>(`/daily-schedule-update/${id}`, body).then((r) => r.dailySchedule),
  archive: (id: number, version: number) =>
    api
      .patch<{ dailySchedule: ScheduleEventRecord }>(`/daily-schedule-delete/${id}`, { is_archived: true, version })
      .then((r) => r.dailySchedule),
  surgeonOrder: () => api.get<SurgeonOrder>('/daily-schedule-surgeon-order'),
  saveSurgeonOrder: (surgeonIds: number[]) =>
    api.put<SurgeonOrder>('/daily-schedule-surgeon-order', { surgeon_ids: surgeonIds }),
};
