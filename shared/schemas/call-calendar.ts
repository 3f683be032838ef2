import { z } from 'zod';
import { daysBetween, isWeekend } from '../dates.js';
import { acknowledgeWarningsSchema } from './acknowledge-warnings.js';
import { OFFICE_SLOTS, type CallSlot } from './call-slots.js';
import { dateSchema, idSchema, monthSchema, requiredDate, yearSchema } from './common.js';
import { surgeonSchema } from './surgeons.js';

// Leaf files so that office closures, time off and coverage need not import this file back.
export { acknowledgeBodySchema, acknowledgeWarningsSchema } from './acknowledge-warnings.js';
export { CALL_SLOTS, OFFICE_SLOTS, SLOT_LABELS, callSlotSchema, slotsOfDay, type CallSlot } from './call-slots.js';

/** One day of the calendar. `version` is 0 for a day nobody has saved yet. */
export const callEntrySchema = z.object({
  date: z.string(),
  surgeon_1st: z.number().nullable(),
  surgeon_2nd: z.number().nullable(),
  surgeon_o_am: z.number().nullable(),
  surgeon_o_pm: z.number().nullable(),
  version: z.number(),
});
export type CallEntry = z.infer<typeof callEntrySchema>;

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

export const calendarAddBodySchema = z.object({
  acknowledge_warnings: acknowledgeWarningsSchema,
  entries: z
    .array(calendarEntryInputSchema, { message: 'The entries field is required.' })
    .min(1, 'The entries field is required.')
    .max(400, 'At most 400 days can be saved at once.')
    .superRefine(noDuplicateDates),
});
export type CalendarAddBody = z.infer<typeof calendarAddBodySchema>;

/** A day of the draft page: no `version`, written last-write-wins. */
export const callDayInputSchema = z.object(entryFields).superRefine(noWeekendOffice);
export type CallDayInput = z.infer<typeof callDayInputSchema>;

/** POST /api/save-monthly-call (the draft page): `{ data: [{ date, surgeon_1st, ... }] }`, last-write-wins. */
export const saveMonthlyCallBodySchema = z.object({
  acknowledge_warnings: acknowledgeWarningsSchema,
  data: z
    .array(callDayInputSchema, { message: 'The data field is required.' })
    .min(1, 'The data field is required.')
    .max(400, 'At most 400 days can be saved at once.')
    .superRefine(noDuplicateDates),
});

/** The call calendar's years: those its documents and counters cover. */
const calendarYearSchema = () => yearSchema('year', 2000, 2100);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const calendarEntriesQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, calendarYearSchema()),
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

/** The longest range the call counter counts at once: three years (and a leap day). */
export const MAX_COUNTER_DAYS = 3 * 365 + 1;

/** Any date range of at most three years; both ends or neither (then the current year). */
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
    } else if (
      query.start_date &&
      query.end_date &&
      daysBetween(query.start_date, query.end_date) >= MAX_COUNTER_DAYS
    ) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The range may cover at most three years.' });
    }
  });

export const yearQuerySchema = z.object({ year: z.preprocess(blankToUndefined, calendarYearSchema().optional()) });

export const eventDateQuerySchema = z.object({ event_date: requiredDate('event date') });

/** Call counter row: calls held in the range. A weekend call is a Saturday or Sunday on which the surgeon holds 1st or 2nd call (counted once per day). */
export const surgeonCallCountSchema = surgeonSchema.extend({
  surgeon_1st_count: z.number(),
  surgeon_2nd_count: z.number(),
  weekend_count: z.number(),
});
export type SurgeonCallCount = z.infer<typeof surgeonCallCountSchema>;

/** Vacation counter row for a year. */
export const surgeonVacationStatusSchema = surgeonSchema.extend({
  allowed_vacation: z.number(),
  taken_vacation: z.number(),
  remaining_vacation: z.number(),
});
export type SurgeonVacationStatus = z.infer<typeof surgeonVacationStatusSchema>;

export type { Surgeon } from './surgeons.js';

/** Someone with the month open on /edit-call-calender. */
export const editorSchema = z.object({ id: z.number(), name: z.string() });
export type Editor = z.infer<typeof editorSchema>;

/** The edit page repeats 'presence:edit' this often; the server forgets an editor not heard from for the TTL. */
export const PRESENCE_HEARTBEAT_MS = 4_000;
export const PRESENCE_TTL_MS = 12_000;

export const presenceEditPayloadSchema = z.object({
  month: monthSchema.nullable(),
});
