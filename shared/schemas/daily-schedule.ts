import { z } from 'zod';
import {
  END_TIMES,
  MEETING_ORDINALS,
  MEETING_WEEKDAYS,
  normalizeTime,
  slotIndex,
  START_TIMES,
} from '../schedule-times.js';
import type { SurgeonDayRole } from './day-overlays.js';
import { dateSchema, flagSchema, idSchema, type FieldErrors } from './common.js';

export const PURPOSES = ['Procedure', 'Meeting', 'Office'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const EVENT_LOCATIONS = ['PHH MOR', 'PHH HOSC', 'others'] as const;
export type EventLocation = (typeof EVENT_LOCATIONS)[number];
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2050;

/** "", null, "NULL" and absent all mean none. */
const blankToNull = (value: unknown) => (value === '' || value === 'NULL' || value === undefined ? null : value);

const optionalText = (field: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : blankToNull(value)),
    z
      .string({ message: `The ${field} field must be text.` })
      .max(max, `The ${field} field may not be longer than ${max} characters.`)
      .nullable(),
  );

const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(blankToNull, z.enum(values, { message: `The selected ${field} is invalid.` }).nullable());

const timeSchema = (field: string, allowed: readonly string[]) =>
  z.string({ message: `The ${field} field is required.` }).transform((value, ctx) => {
    const time = normalizeTime(value);
    if (!time || !allowed.includes(time)) {
      ctx.addIssue({ code: 'custom', message: `The ${field} must be a quarter hour between 05:00 AM and 12:00 AM.` });
      return z.NEVER;
    }
    return time;
  });

/** A list of surgeon ids: an array (of numbers or numeric strings), one id, or nothing. */
const surgeonIdsSchema = (field: string) =>
  z.preprocess(
    (value) => {
      if (value == null || value === '' || value === 'NULL') return [];
      return Array.isArray(value) ? value.filter((item) => item !== '' && item != null) : [value];
    },
    z.array(idSchema, { message: `The ${field} field must be a list of surgeons.` }).max(200),
  );

const eventDateSchema = dateSchema.refine((date) => {
  const year = Number(date.slice(0, 4));
  return year >= EVENT_YEAR_MIN && year <= EVENT_YEAR_MAX;
}, `The event date year must be between ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}.`);

const eventFields = z.object({
  purpose: z.enum(PURPOSES, { message: 'The purpose field must be Procedure, Meeting or Office.' }),
  procedure: optionalText('procedure', 2000),
  event_date: eventDateSchema,
  start_time: timeSchema('start time', START_TIMES),
  end_time: timeSchema('end time', END_TIMES),
  metting_q: choice('week of the month', MEETING_ORDINALS),
  metting_d: choice('weekday', MEETING_WEEKDAYS),
  event_note: optionalText('event note', 1000),
  event_location: choice('event location', EVENT_LOCATIONS),
  event_location_text: optionalText('event location text', 191),
  surgeon_id: surgeonIdsSchema('surgeon'),
  surgeon_deg: surgeonIdsSchema('assistant'),
  patient_first_name: optionalText('patient first name', 100),
  patient_last_name: optionalText('patient last name', 100),
  patient_mrn: optionalText('patient MRN', 50),
  case_number: optionalText('case number', 50),
  selectAll: flagSchema.default(0),
  /** Update only: the version the form started from; absent = last write wins. */
  version: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable()).optional(),
});
type RawEventFields = z.output<typeof eventFields>;

/** The fields as stored: purpose rules applied (spec §4 "Schedule event"). */
export interface EventInput {
  purpose: Purpose;
  procedure: string | null;
  event_date: string;
  start_time: string;
  end_time: string;
  metting_q: string | null;
  metting_d: string | null;
  event_note: string | null;
  event_location: EventLocation | null;
  event_location_text: string | null;
  surgeon_id: number[];
  surgeon_deg: number[];
  patient_first_name: string | null;
  patient_last_name: string | null;
  patient_mrn: string | null;
  case_number: string | null;
  version: number | null;
}

const required = (field: string) => `The ${field} field is required.`;

/** Cross-field rules, keyed by the spec's field names. */
function purposeErrors(body: RawEventFields): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (slotIndex(body.end_time) <= slotIndex(body.start_time))
    add('end_time', 'The end time must be after the start time.');
  if (body.purpose !== 'Office' && !body.procedure)
    add('procedure', required(body.purpose === 'Meeting' ? 'meeting' : 'procedure'));
  if (body.purpose === 'Procedure') {
    if (body.surgeon_id.length === 0) add('surgeon_id', 'Choose at least one primary surgeon.');
    if (!body.event_location) add('event_location', required('event location'));
    if (body.event_location === 'others' && !body.event_location_text)
      add('event_location_text', required('event location text'));
    if (!body.patient_first_name) add('patient_first_name', required('patient first name'));
    if (!body.patient_mrn) add('patient_mrn', required('patient MRN'));
  }
  if (body.purpose === 'Meeting' && body.surgeon_id.length + body.surgeon_deg.length === 0) {
    add('surgeon_id', 'Choose at least one attendee.');
  }
  if (body.purpose === 'Procedure' && body.selectAll === 0) {
    const both = body.surgeon_id.filter((id) => body.surgeon_deg.includes(id));
    if (both.length > 0) add('surgeon_deg', 'A surgeon is either primary or assistant, not both.');
  }
  if (body.purpose === 'Meeting' && (body.metting_q === null) !== (body.metting_d === null)) {
    add(body.metting_q === null ? 'metting_q' : 'metting_d', 'A monthly meeting needs both the week and the weekday.');
  }
  return errors;
}

/** Drops what the purpose does not use; Select All and meetings make everyone primary. */
function applyPurpose(body: RawEventFields): EventInput {
  const { selectAll, version, ...fields } = body;
  const unique = (ids: number[]) => [...new Set(ids)];
  const base = {
    ...fields,
    version: version ?? null,
    surgeon_id: unique(fields.surgeon_id),
    surgeon_deg: unique(fields.surgeon_deg),
  };
  const noPatient = { patient_first_name: null, patient_last_name: null, patient_mrn: null, case_number: null };
  const noLocation = { event_location: null, event_location_text: null };
  const location = fields.event_location === 'others' ? {} : { event_location_text: null };
  switch (fields.purpose) {
    case 'Procedure':
      return {
        ...base,
        ...location,
        metting_q: null,
        metting_d: null,
        ...(selectAll === 1 ? { surgeon_deg: [] } : {}),
      };
    case 'Meeting':
      // Attendees: one radio per person, so everyone is listed once, as primary.
      return {
        ...base,
        ...noPatient,
        ...noLocation,
        surgeon_id: unique([...base.surgeon_id, ...base.surgeon_deg]),
        surgeon_deg: [],
      };
    case 'Office':
      return {
        ...base,
        ...noPatient,
        ...noLocation,
        surgeon_id: [],
        surgeon_deg: [],
        metting_q: null,
        metting_d: null,
      };
  }
}

/** POST /daily-schedule and PUT /daily-schedule-update/{id} bodies. */
export const eventBodySchema = eventFields
  .superRefine((body, ctx) => {
    for (const [field, messages] of Object.entries(purposeErrors(body))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .transform(applyPurpose);
export type EventBody = z.input<typeof eventFields>;

/** PATCH /daily-schedule-delete/{id}: `{ is_archived: true }` (absent means true too). */
export const archiveBodySchema = z.object({
  is_archived: flagSchema
    .default(1)
    .refine((value) => value === 1, 'Only archiving is possible: send is_archived true.'),
  version: z.preprocess(blankToNull, z.coerce.number().int().positive().nullable()).optional(),
});

export const dayQuerySchema = z.object({ event_date: dateSchema });
export const searchByDateQuerySchema = z.object({ date: dateSchema });

export const surgeonOrderBodySchema = z.object({
  surgeon_ids: z
    .array(idSchema, { message: 'The surgeon_ids field must be a list of surgeons.' })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each surgeon may be listed once.'),
});

export interface PersonName {
  name: string;
}

/** `GET /daily-schedule/{id}` → `{ dailySchedule }`. */
export interface ScheduleEventRecord extends Omit<EventInput, 'version'> {
  id: number;
  is_archived: number;
  create_by: number | null;
  update_by: number | null;
  creator: PersonName | null;
  updated_by: PersonName | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** One event as one surgeon's column shows it. */
export interface ScheduleGridItem {
  id: number;
  event_date: string;
  start_time: string;
  end_time: string;
  purpose: Purpose;
  /** 'P' primary, 'A' assistant, for the surgeon whose list holds it; null for office events. */
  surgeon_type: 'P' | 'A' | null;
  event_location: string | null;
  event_location_text: string | null;
  patient_first_name: string | null;
  patient_last_name: string | null;
  patient_mrn: string | null;
  case_number: string | null;
  /** Set only on a masked wall board, where the names, MRN and case number are null. */
  patient_initials?: string | null;
  procedure: string | null;
  event_note: string | null;
  /** The names of the people on the event (a meeting's attendees). */
  surgeon: string;
  metting_q: string | null;
  metting_d: string | null;
  /** Office holders come from the call calendar's overlay of the day; the server leaves them null. */
  surgeon_o_am: number | null;
  surgeon_o_pm: number | null;
  version: number;
}

export interface ScheduleSurgeon {
  id: number;
  name: string;
}

/** `GET /daily-schedule-data` and `/daily-schedule-search-by-date`, and the day room's 'daily-schedule' part. */
export interface DailyScheduleData {
  date: string;
  times: string[];
  surgeons: ScheduleSurgeon[];
  surgeonsRole: SurgeonDayRole[];
  surgeon_events: Record<string, ScheduleGridItem[]>;
  /** Office events have no surgeon: the grid puts them in the office holders' columns. */
  office_events: ScheduleGridItem[];
}

/** 'event:upserted': the event as the grids of `dates` show it (each day room gets it once). */
export interface ScheduleEventUpserted {
  id: number;
  version: number;
  dates: string[];
  /** The people on it, so a grid can add a column it lacks (e.g. an inactive surgeon). */
  surgeons: ScheduleSurgeon[];
  /** One item per surgeon column, keyed by surgeon id. */
  surgeon_events: Record<string, ScheduleGridItem>;
  /** Set for an office event (no surgeon). */
  office_event: ScheduleGridItem | null;
}

/** 'event:removed': archived, or no longer on these dates (moved or its recurrence changed). */
export interface ScheduleEventRemoved {
  id: number;
  version: number;
  dates: string[];
}

/** `GET/PUT /daily-schedule-surgeon-order` → `{ surgeons }`; the push carries the same. */
export interface SurgeonOrder {
  surgeons: (ScheduleSurgeon & { initial: string })[];
}
