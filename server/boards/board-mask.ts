import type {
  DailyScheduleData,
  ScheduleEventUpserted,
  ScheduleGridItem,
} from '../../shared/schemas/daily-schedule.js';

const initialOf = (name: string | null) => name?.trim().charAt(0).toUpperCase() ?? '';

/**
 * The one masking rule of the wall boards: no first or last name, no MRN, no case number, and
 * no free-text note on a procedure (a note may name the patient); the initials and the
 * procedure stay. Meetings and office blocks carry no patient and keep their note.
 */
export function maskGridItem(item: ScheduleGridItem): ScheduleGridItem {
  const initials = `${initialOf(item.patient_first_name)}${initialOf(item.patient_last_name)}`;
  return {
    ...item,
    patient_first_name: null,
    patient_last_name: null,
    patient_mrn: null,
    case_number: null,
    patient_initials: initials || null,
    event_note: item.purpose === 'Procedure' ? null : item.event_note,
  };
}

export function maskDayData(data: DailyScheduleData): DailyScheduleData {
  return {
    ...data,
    surgeon_events: Object.fromEntries(
      Object.entries(data.surgeon_events).map(([id, items]) => [id, items.map(maskGridItem)]),
    ),
    office_events: data.office_events.map(maskGridItem),
  };
}

export function maskUpserted(payload: ScheduleEventUpserted): ScheduleEventUpserted {
  return {
    ...payload,
    surgeon_events: Object.fromEntries(
      Object.entries(payload.surgeon_events).map(([id, item]) => [id, maskGridItem(item)]),
    ),
    office_event: payload.office_event && maskGridItem(payload.office_event),
  };
}
