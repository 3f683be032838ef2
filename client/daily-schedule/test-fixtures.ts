import type { DailyScheduleData, ScheduleGridItem } from '../../shared/schemas/daily-schedule.js';
import { SCHEDULE_TIMES } from '../../shared/schedule-times.js';

/** Grid items and days for the client's schedule tests. */
export const item = (
  id: number,
  start: string,
  end: string,
  extra: Partial<ScheduleGridItem> = {},
): ScheduleGridItem => ({
  id,
  event_date: '2030-01-07',
  start_time: start,
  end_time: end,
  purpose: 'Procedure',
  surgeon_type: 'P',
  event_location: 'PHH MOR',
  event_location_text: null,
  patient_first_name: 'A',
  patient_last_name: 'B',
  patient_mrn: '1',
  case_number: null,
  procedure: 'X',
  event_note: null,
  surgeon: '',
  metting_q: null,
  metting_d: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
  version: 1,
  ...extra,
});

export const dayData = (extra: Partial<DailyScheduleData> = {}): DailyScheduleData => ({
  date: '2030-01-07',
  times: [...SCHEDULE_TIMES],
  surgeons: [
    { id: 1, name: 'Ann' },
    { id: 2, name: 'Bob' },
  ],
  surgeonsRole: [],
  surgeon_events: { 1: [], 2: [] },
  office_events: [],
  ...extra,
});
