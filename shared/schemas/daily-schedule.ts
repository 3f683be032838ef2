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
import {
  dateSchema,
  flagSchema,
  idSchema,
  recordStamps,
  withoutControlCharacters,
  type FieldErrors,
  type TextOptions,
} from './common.js';

export const PURPOSES = ['Procedure', 'Meeting', 'Office'] as const;
export type Purpose = (typeof PURPOSES)[number];
export const EVENT_LOCATIONS = ['PHH MOR', 'PHH HOSC', 'others'] as const;
export type EventLocation = (typeof EVENT_LOCATIONS)[number];
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2050;

/** "", null, "NULL" and absent all mean none. */
const blankToNull = <T>(value: T) => (value === '' || value === 'NULL' || value === undefined ? null : value);

/** What a client may send for an optional field: a value, or blank ("", null, absent). */
type Blankable<T> = T | null | undefined;
/** An id or a version as a client may send it (old forms send numeric strings). */
type NumberInput = number | string;

const optionalText = (field: string, max: number, options?: TextOptions) =>
  z.preprocess(
    (value: Blankable<string>) => (typeof value === 'string' ? value.trim() || null : blankToNull(value)),
    z
      .string({ message: `The ${field} field must be text.` })
      .max(max, `The ${field} field may not be longer than ${max} characters.`)
      .refine(...withoutControlCharacters(field, options))
      .nullable(),
  );

const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(
    (value: Blankable<string>) => blankToNull(value),
    z.enum(values, { message: `The selected ${field} is invalid.` }).nullable(),
  );

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
    (value: Blankable<NumberInput | NumberInput[]>) => {
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
  procedure: optionalText('procedure', 2000, { multiline: true }),
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
  version: z
    .preprocess((value: Blankable<NumberInput>) => blankToNull(value), z.coerce.number().int().positive().nullable())
    .optional(),
});
type RawEventFields = z.output<typeof eventFields>;

/** An event's fields as stored (what an audit entry saved): a body's fields without the form's Select All and version. */
export const storedEventFieldsSchema = eventFields.omit({ selectAll: true, version: true });

/** An event's fields as stored and answered (spec §4 "Schedule event"). */
const storedEventSchema = z.object({
  purpose: z.enum(PURPOSES),
  procedure: z.string().nullable(),
  event_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  metting_q: z.string().nullable(),
  metting_d: z.string().nullable(),
  event_note: z.string().nullable(),
  event_location: z.enum(EVENT_LOCATIONS).nullable(),
  event_location_text: z.string().nullable(),
  surgeon_id: z.array(z.number()),
  surgeon_deg: z.array(z.number()),
  patient_first_name: z.string().nullable(),
  patient_last_name: z.string().nullable(),
  patient_mrn: z.string().nullable(),
  case_number: z.string().nullable(),
});

/** The fields as stored: purpose rules applied, with the version the writer started from. */
export type EventInput = z.infer<typeof storedEventSchema> & { version: number | null };

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
/** An event's fields as a client sends them (blank optional fields may be left out). */
export type EventBody = z.input<typeof eventBodySchema>;

/** PATCH /daily-schedule-delete/{id}: `{ is_archived: true }` (absent means true too). */
export const archiveBodySchema = z.object({
  is_archived: flagSchema
    .default(1)
    .refine((value) => value === 1, 'Only archiving is possible: send is_archived true.'),
  version: z
    .preprocess((value: Blankable<NumberInput>) => blankToNull(value), z.coerce.number().int().positive().nullable())
    .optional(),
});

export const dayQuerySchema = z.object({ event_date: dateSchema });
export const searchByDateQuerySchema = z.object({ date: dateSchema });

export const surgeonOrderBodySchema = z.object({
  surgeon_ids: z
    .array(idSchema, { message: 'The surgeon_ids field must be a list of surgeons.' })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each surgeon may be listed once.'),
});

const personNameSchema = z.object({ name: z.string() });
export type PersonName = z.infer<typeof personNameSchema>;

/** `GET /daily-schedule/{id}` → `{ dailySchedule }`; every write answers the same, a 409 carries it as `current`. */
export const scheduleEventRecordSchema = storedEventSchema.extend({
  id: z.number(),
  is_archived: z.number(),
  creator: personNameSchema.nullable(),
  updated_by: personNameSchema.nullable(),
  ...recordStamps,
});
export type ScheduleEventRecord = z.infer<typeof scheduleEventRecordSchema>;

/** One event as one surgeon's column shows it. */
export const scheduleGridItemSchema = z.object({
  id: z.number(),
  event_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  purpose: z.enum(PURPOSES),
  /** 'P' primary, 'A' assistant, for the surgeon whose list holds it; null for office events. */
  surgeon_type: z.enum(['P', 'A']).nullable(),
  event_location: z.string().nullable(),
  event_location_text: z.string().nullable(),
  patient_first_name: z.string().nullable(),
  patient_last_name: z.string().nullable(),
  patient_mrn: z.string().nullable(),
  case_number: z.string().nullable(),
  /** Set only on a masked wall board, where the names, MRN and case number are null. */
  patient_initials: z.string().nullable().optional(),
  procedure: z.string().nullable(),
  event_note: z.string().nullable(),
  /** The names of the people on the event (a meeting's attendees). */
  surgeon: z.string(),
  metting_q: z.string().nullable(),
  metting_d: z.string().nullable(),
  /** Office holders come from the call calendar's overlay of the day; the server leaves them null. */
  surgeon_o_am: z.number().nullable(),
  surgeon_o_pm: z.number().nullable(),
  version: z.number(),
});
export type ScheduleGridItem = z.infer<typeof scheduleGridItemSchema>;

export const scheduleSurgeonSchema = z.object({ id: z.number(), name: z.string() });
export type ScheduleSurgeon = z.infer<typeof scheduleSurgeonSchema>;

const surgeonDayRoleSchema: z.ZodType<SurgeonDayRole> = z.object({ id: z.number(), role: z.string() });

/** `GET /daily-schedule-data` and `/daily-schedule-search-by-date`, and the day room's 'daily-schedule' part. */
export const dailyScheduleDataSchema = z.object({
  date: z.string(),
  times: z.array(z.string()),
  surgeons: z.array(scheduleSurgeonSchema),
  surgeonsRole: z.array(surgeonDayRoleSchema),
  surgeon_events: z.record(z.string(), z.array(scheduleGridItemSchema)),
  /** Office events have no surgeon: the grid puts them in the office holders' columns. */
  office_events: z.array(scheduleGridItemSchema),
});
export type DailyScheduleData = z.infer<typeof dailyScheduleDataSchema>;

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
export const surgeonOrderSchema = z.object({
  surgeons: z.array(scheduleSurgeonSchema.extend({ initial: z.string() })),
});
export type SurgeonOrder = z.infer<typeof surgeonOrderSchema>;
