import { z } from 'zod';
import { isWeekend } from '../dates.js';
import type { OfficeRecord } from './office-closures.js';
import type { TimeOffRecord } from './call-calendar-time-off.js';
import type { OfficeHoursView } from './call-calendar-office-hours.js';
import { dateSchema, idSchema, requiredDate } from './common.js';

/** The four call slots of a day, as the contract names them, and how screens label them. */
export const CALL_SLOTS = ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'] as const;
export type CallSlot = (typeof CALL_SLOTS)[number];
export const SLOT_LABELS: Record<CallSlot, string> = {
  surgeon_1st: '1st',
  surgeon_2nd: '2nd',
  surgeon_o_am: 'O AM',
  surgeon_o_pm: 'O PM',
};
/** Saturdays and Sundays have 1st and 2nd call but no office slots. */
export const OFFICE_SLOTS: readonly CallSlot[] = ['surgeon_o_am', 'surgeon_o_pm'];
export const slotsOfDay = (date: string): readonly CallSlot[] =>
  isWeekend(date) ? ['surgeon_1st', 'surgeon_2nd'] : CALL_SLOTS;

/** One day of the calendar. `version` is 0 for a day nobody has saved yet. */
export interface CallEntry {
  date: string;
  surgeon_1st: number | null;
  surgeon_2nd: number | null;
  surgeon_o_am: number | null;
  surgeon_o_pm: number | null;
  version: number;
}

/** A slot value: an id, or none (null, "" or "NULL"). An absent key leaves the slot as it is. */
const slotValueSchema = z.preprocess(
  (value) => (value === '' || value === 'NULL' ? null : value),
  idSchema.nullable().optional(),
);

const entryFields = {
  date: requiredDate('date'),
  surgeon_1st: slotValueSchema,
  surgeon_2nd: slotValueSchema,
  surgeon_o_am: slotValueSchema,
  surgeon_o_pm: slotValueSchema,
};

const noDuplicateDates = (entries: { date: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.date))
      ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'Each date may appear once.' });
    seen.add(entry.date);
  });
};

const noWeekendOffice = (entry: { date: string } & Partial<Record<CallSlot, number | null>>, ctx: z.RefinementCtx) => {
  if (!isWeekend(entry.date)) return;
  for (const slot of OFFICE_SLOTS) {
    if (entry[slot] != null)
      ctx.addIssue({ code: 'custom', path: [slot], message: 'Saturdays and Sundays have no office slots.' });
  }
};

/**
 * `version` is the day's version the editor started from; a stale one is refused (409).
 * Without `version` the entry is written last-write-wins (older clients).
 */
export const calendarEntryInputSchema = z
  .object({
    ...entryFields,
    version: z.coerce.number({ message: 'The version must be a number.' }).int().min(0).optional(),
  })
  .superRefine(noWeekendOffice);
export type CalendarEntryInput = z.infer<typeof calendarEntryInputSchema>;

/** `acknowledge_warnings: true` saves despite soft-rule warnings (shared/schedule-rules.ts). */
export const acknowledgeWarningsSchema = z.preprocess(
  (value) => value === true || value === 'true' || value === 1 || value === '1',
  z.boolean(),
);

/** The `acknowledge_warnings` part of any body that soft rules may warn about. */
export const acknowledgeBodySchema = z.object({ acknowledge_warnings: acknowledgeWarningsSchema });

export const calendarAddBodySchema = z.object({
  acknowledge_warnings: acknowledgeWarningsSchema,
  entries: z
    .array(calendarEntryInputSchema, { message: 'The entries field is required.' })
    .min(1, 'The entries field is required.')
    .max(400, 'At most 400 days can be saved at once.')
    .superRefine(noDuplicateDates),
});
export type CalendarAddBody = z.infer<typeof calendarAddBodySchema>;

/** POST /api/save-monthly-call (the draft page): `{ data: [{ date, surgeon_1st, ... }] }`, last-write-wins. */
export const saveMonthlyCallBodySchema = z.object({
  acknowledge_warnings: acknowledgeWarningsSchema,
  data: z
    .array(z.object(entryFields).superRefine(noWeekendOffice), { message: 'The data field is required.' })
    .min(1, 'The data field is required.')
    .max(400, 'At most 400 days can be saved at once.')
    .superRefine(noDuplicateDates),
});

const yearSchema = (field = 'year') =>
  z.coerce
    .number({ message: `The ${field} field is required.` })
    .int(`The ${field} must be a whole number.`)
    .min(2000, `The ${field} must be between 2000 and 2100.`)
    .max(2100, `The ${field} must be between 2000 and 2100.`);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const calendarEntriesQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, yearSchema()),
  month: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'The month field is required.' })
      .int('The month must be 1 to 12.')
      .min(1, 'The month must be 1 to 12.')
      .max(12, 'The month must be 1 to 12.'),
  ),
  date: z.preprocess(blankToUndefined, dateSchema.optional()),
});

/** Any date range; both ends or neither (then the current year). */
export const dateRangeQuerySchema = z
  .object({
    start_date: z.preprocess(blankToUndefined, dateSchema.optional()),
    end_date: z.preprocess(blankToUndefined, dateSchema.optional()),
  })
  .superRefine((query, ctx) => {
    if ((query.start_date === undefined) !== (query.end_date === undefined)) {
      const field = query.start_date === undefined ? 'start_date' : 'end_date';
      ctx.addIssue({ code: 'custom', path: [field], message: 'Both the start and the end date are required.' });
    } else if (query.start_date && query.end_date && query.end_date < query.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end date must not be before the start date.' });
    }
  });

export const yearQuerySchema = z.object({ year: z.preprocess(blankToUndefined, yearSchema().optional()) });

export const eventDateQuerySchema = z.object({ event_date: requiredDate('event date') });

/** Call counter row: calls held in the range. A weekend call is a Saturday or Sunday on which the surgeon holds 1st or 2nd call (counted once per day). */
export interface SurgeonCallCount {
  id: number;
  name: string;
  initial: string;
  surgeon_1st_count: number;
  surgeon_2nd_count: number;
  weekend_count: number;
}

/** Vacation counter row for a year. */
export interface SurgeonVacationStatus {
  id: number;
  name: string;
  initial: string;
  allowed_vacation: number;
  taken_vacation: number;
  remaining_vacation: number;
}

export type { Surgeon } from './surgeons.js';

/** Someone with the month open on /edit-call-calender. */
export interface Editor {
  id: number;
  name: string;
}

/** GET /calendar-entries. `office` holds only closures (note 'Close'). */
export interface CalendarEntriesResponse {
  entries: CallEntry[];
  office: OfficeRecord[];
}

/** The month room's 'call-calendar' snapshot part. */
export interface CallMonthSnapshot {
  month: string;
  entries: CallEntry[];
  office: OfficeRecord[];
  vacations: TimeOffRecord[];
  office_hours: OfficeHoursView;
  editors: Editor[];
}

/** The edit page repeats 'presence:edit' this often; the server forgets an editor not heard from for the TTL. */
export const PRESENCE_HEARTBEAT_MS = 4_000;
export const PRESENCE_TTL_MS = 12_000;

export const presenceEditPayloadSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable(),
});
