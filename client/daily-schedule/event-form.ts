import { pad2, to12h, to24h, type Meridiem } from '../../shared/dates.js';
import type { EventBody, Purpose, ScheduleEventRecord } from '../../shared/schemas/daily-schedule.js';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '../../shared/schedule-times.js';

/** A time as the form's three selects hold it. */
export interface TimeParts {
  hour: string;
  minute: string;
  meridiem: Meridiem;
}

/** The Add New Event / Edit Event form. */
export interface EventFormValues {
  purpose: Purpose;
  procedure: string;
  day: string;
  month: string;
  year: string;
  start: TimeParts;
  end: TimeParts;
  monthly: boolean;
  metting_q: string;
  metting_d: string;
  event_note: string;
  event_location: string;
  event_location_text: string;
  primary: number[];
  assistants: number[];
  selectAll: boolean;
  patient_first_name: string;
  patient_last_name: string;
  patient_mrn: string;
  case_number: string;
  /** The version an edit started from (sent, so a stale save gets 409). */
  version: number | null;
}

export function timeParts(time: string): TimeParts {
  const { hour, minute, meridiem } = to12h(time);
  return { hour: pad2(hour), minute: pad2(minute), meridiem };
}

export const partsToTime = (parts: TimeParts) => to24h(Number(parts.hour), Number(parts.minute), parts.meridiem);

function dateParts(date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  return { year, month: String(Number(month)), day: String(Number(day)) };
}

/** Spec §9 defaults: Procedure, 07:00 AM – 08:00 PM, on `date`. */
export function emptyEventForm(date: string): EventFormValues {
  return {
    purpose: 'Procedure',
    procedure: '',
    ...dateParts(date),
    start: timeParts(DEFAULT_START_TIME),
    end: timeParts(DEFAULT_END_TIME),
    monthly: false,
    metting_q: '',
    metting_d: '',
    event_note: '',
    event_location: '',
    event_location_text: '',
    primary: [],
    assistants: [],
    selectAll: false,
    patient_first_name: '',
    patient_last_name: '',
    patient_mrn: '',
    case_number: '',
    version: null,
  };
}

export function recordToForm(record: ScheduleEventRecord): EventFormValues {
  return {
    purpose: record.purpose,
    procedure: record.procedure ?? '',
    ...dateParts(record.event_date),
    start: timeParts(record.start_time),
    end: timeParts(record.end_time),
    monthly: Boolean(record.metting_q),
    metting_q: record.metting_q ?? '',
    metting_d: record.metting_d ?? '',
    event_note: record.event_note ?? '',
    event_location: record.event_location ?? '',
    event_location_text: record.event_location_text ?? '',
    primary: record.surgeon_id,
    assistants: record.surgeon_deg,
    selectAll: false,
    patient_first_name: record.patient_first_name ?? '',
    patient_last_name: record.patient_last_name ?? '',
    patient_mrn: record.patient_mrn ?? '',
    case_number: record.case_number ?? '',
    version: record.version,
  };
}

/** Changing the start moves the end to start + 1 hour (midnight at the latest); the end stays editable. */
export function withStart(values: EventFormValues, start: TimeParts): EventFormValues {
  const [hour = 0, minute = 0] = partsToTime(start).split(':').map(Number);
  const endMinutes = Math.min(hour * 60 + minute + 60, 24 * 60) % (24 * 60);
  return { ...values, start, end: timeParts(`${pad2(Math.floor(endMinutes / 60))}:${pad2(endMinutes % 60)}`) };
}

/** Pr. or As. for a surgeon (null clears); choosing one removes them from the other list. */
export function assignSurgeon(values: EventFormValues, id: number, role: 'P' | 'A' | null): EventFormValues {
  const primary = values.primary.filter((other) => other !== id);
  const assistants = values.assistants.filter((other) => other !== id);
  if (role === 'P') primary.push(id);
  if (role === 'A') assistants.push(id);
  return { ...values, primary, assistants };
}

/** Select All: every surgeon primary, no assistants; unticking clears the choice. */
export function withSelectAll(values: EventFormValues, on: boolean, surgeonIds: number[]): EventFormValues {
  return { ...values, selectAll: on, primary: on ? [...surgeonIds] : [], assistants: [] };
}

/** Monthly (meetings): ticking sets 1st and Monday; unticking clears both. */
export function withMonthly(values: EventFormValues, on: boolean): EventFormValues {
  return { ...values, monthly: on, metting_q: on ? '1st' : '', metting_d: on ? 'Monday' : '' };
}

/**
 * The request body. Meeting drops patient and case fields; Office drops surgeons too (a field
 * left undefined is not sent). Dates unpadded (spec §5).
 */
export function formToBody(values: EventFormValues): EventBody {
  const procedure = values.purpose === 'Procedure';
  const monthly = values.purpose === 'Meeting' && values.monthly;
  const ifProcedure = (value: string) => (procedure ? value : undefined);
  return {
    purpose: values.purpose,
    procedure: values.procedure,
    event_date: `${values.year}-${values.month}-${values.day}`,
    start_time: partsToTime(values.start),
    end_time: partsToTime(values.end),
    metting_q: monthly ? values.metting_q : null,
    metting_d: monthly ? values.metting_d : null,
    event_note: values.event_note,
    event_location: ifProcedure(values.event_location),
    event_location_text: ifProcedure(values.event_location === 'others' ? values.event_location_text : ''),
    surgeon_id: values.purpose === 'Office' ? [] : values.primary,
    surgeon_deg: procedure ? values.assistants : [],
    patient_first_name: ifProcedure(values.patient_first_name),
    patient_last_name: ifProcedure(values.patient_last_name),
    patient_mrn: ifProcedure(values.patient_mrn),
    case_number: ifProcedure(values.case_number),
    selectAll: values.selectAll ? 1 : 0,
    version: values.version ?? undefined,
  };
}
