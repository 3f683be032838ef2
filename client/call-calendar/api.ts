import type {
  CalendarEntriesResponse,
  CallEntry,
  CallSlot,
  Surgeon,
  SurgeonCallCount,
  SurgeonVacationStatus,
} from '../../shared/schemas/call-calendar.js';
import type { OfficeHoursView, OfficePeriod } from '../../shared/schemas/call-calendar-office-hours.js';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { OfficeRecord } from '../../shared/schemas/office-closures.js';
import { api, query } from '../lib/api-client';

export interface ClearedCall {
  date: string;
  slot: CallSlot;
  surgeon_id?: number | null;
}

export type EntryChange = { date: string; version?: number } & Record<string, number | string | null | undefined>;

export const callCalendarApi = {
  surgeons: () => api.get<Surgeon[]>('/vacation/filter-surgeons'),
  entries: (year: number, month: number) =>
    api.get<CalendarEntriesResponse>(`/calendar-entries${query({ year, month })}`),
  saveEntries: (entries: EntryChange[], acknowledgeWarnings = false) =>
    api
      .post<{ entries: CallEntry[] }>('/calendar-add-data', { entries, acknowledge_warnings: acknowledgeWarnings })
      .then((r) => r.entries),
  saveDraft: (data: EntryChange[], acknowledgeWarnings = false) =>
    api.post<{ message: string; data: CallEntry[] }>('/save-monthly-call', {
      data,
      acknowledge_warnings: acknowledgeWarnings,
    }),
  addTimeOff: (body: Record<string, unknown>) =>
    api.post<{ message: string; vacation: TimeOffRecord; cleared_calls: { date: string; slot: CallSlot }[] }>(
      '/add-vacation-data',
      body,
    ),
  deleteTimeOffDate: (id: number, date: string) =>
    api.post<{ vacation: TimeOffRecord | null }>(`/vacation/${id}/delete-date`, { date }).then((r) => r.vacation),
  closeOffice: (date: string) =>
    api.post<{ office: OfficeRecord; cleared_calls: ClearedCall[] }>('/add-ofice-close-data', {
      note: 'Close',
      effective_date_start: date,
      create_by: false,
    }),
  removeClosure: (id: number, date: string) =>
    api.post<{ office: OfficeRecord }>(`/office/${id}/delete-date`, { date }),
  saveOfficeHours: (body: {
    period: OfficePeriod;
    start_time: string;
    end_time: string;
    effective_date_start: string;
  }) => api.put<OfficeHoursView>('/office-hours', body),
  callCounts: (startDate: string, endDate: string) =>
    api.get<SurgeonCallCount[]>(`/surgeons-with-status-year${query({ start_date: startDate, end_date: endDate })}`),
  vacationStatus: (year: number) =>
    api.get<SurgeonVacationStatus[]>(`/surgeons-with-vacation-status-year${query({ year })}`),
};
