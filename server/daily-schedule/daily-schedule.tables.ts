import type { AuditColumns } from '../db/audit-columns.js';
import type { Generated } from 'kysely';

export interface ScheduleEventsTable extends AuditColumns {
  id: Generated<number>;
  purpose: string;
  procedure: string | null;
  event_date: string;
  start_time: string;
  end_time: string;
  /** Monthly meetings: '1st'–'5th' and 'Monday'–'Sunday'; both null for a one-off event. */
  metting_q: string | null;
  metting_d: string | null;
  event_note: string | null;
  event_location: string | null;
  event_location_text: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  patient_mrn: string | null;
  case_number: string | null;
  is_archived: number;
}

export interface ScheduleEventSurgeonsTable {
  event_id: number;
  surgeon_id: number;
  /** 'P' primary, 'A' assistant. */
  surgeon_type: string;
}

export interface ScheduleSurgeonOrderTable {
  surgeon_id: number;
  position: number;
  update_by: number | null;
  updated_at: string;
}

export interface ScheduleRevisionTable {
  id: number;
  revision: number;
}

export interface DailyScheduleTables {
  schedule_revision: ScheduleRevisionTable;
  schedule_events: ScheduleEventsTable;
  schedule_event_surgeons: ScheduleEventSurgeonsTable;
  schedule_surgeon_order: ScheduleSurgeonOrderTable;
}
