import { z } from 'zod';
import { monthOf } from '../dates.js';
import { calendarAddBodySchema } from './call-calendar.js';
import { callSlotSchema } from './call-slots.js';
import { idSchema, monthSchema, requiredDate } from './common.js';

/** The practice's suggest-fill settings (CALL_* in the environment; GET /api/practice). */
export const callFillSettingsSchema = z.object({
  /** No office session the day after a 1st call. */
  postCallNoOffice: z.boolean(),
  /** Fewest days from one 1st call of a person to their next (2: never two days running). */
  minDaysBetweenFirstCalls: z.number(),
  /** Most 1st and 2nd calls of one person in a month; null for no limit. */
  maxCallsPerMonth: z.number().nullable(),
});
export type CallFillSettings = z.infer<typeof callFillSettingsSchema>;

/** POST /api/call-suggestions: the month to fill, or only some of its days. */
export const callSuggestionsBodySchema = z
  .object({
    month: monthSchema,
    days: z
      .array(requiredDate('day'), { message: 'The days must be a list of dates.' })
      .min(1, 'Choose at least one day, or leave the days out for the whole month.')
      .max(31, 'A month has at most 31 days.')
      .optional(),
    /** Another seed gives another proposal of the same quality; the same seed, the same one. */
    seed: z.coerce
      .number({ message: 'The seed must be a whole number.' })
      .int('The seed must be a whole number.')
      .min(0, 'The seed must be between 0 and 2147483647.')
      .max(2_147_483_647, 'The seed must be between 0 and 2147483647.')
      .optional(),
  })
  .superRefine((body, ctx) => {
    body.days?.forEach((day, index) => {
      if (monthOf(day) !== body.month)
        ctx.addIssue({ code: 'custom', path: ['days', index], message: `Must be a day of ${body.month}.` });
    });
  });
export type CallSuggestionsBody = z.infer<typeof callSuggestionsBodySchema>;

export const EXCLUSION_RULES = [
  'no_calls',
  'time_off',
  'unavailable',
  'booked',
  'same_day',
  'first_call_gap',
  'post_call',
  'month_limit',
] as const;
/** Why a person cannot take a cell, in the order the rules are checked. */
export type ExclusionRule = (typeof EXCLUSION_RULES)[number];

const reasonsSchema = z.array(z.string());

export const suggestedEntrySchema = z.object({
  date: z.string(),
  slot: callSlotSchema,
  surgeon_id: z.number(),
  reasons: reasonsSchema,
});
export type SuggestedEntry = z.infer<typeof suggestedEntrySchema>;

export const unfilledCellSchema = z.object({ date: z.string(), slot: callSlotSchema, reasons: reasonsSchema });
export type UnfilledCell = z.infer<typeof unfilledCellSchema>;

/** Largest minus smallest share-adjusted count over the physicians who take calls. */
export const spreadSchema = z.object({
  first: z.number(),
  second: z.number(),
  weekend: z.number(),
  holiday: z.number(),
  weekend_and_holiday: z.number(),
});
export type Spread = z.infer<typeof spreadSchema>;

export const callSuggestionsSchema = z.object({
  entries: z.array(suggestedEntrySchema),
  unfilled: z.array(unfilledCellSchema),
  spread: z.object({ before: spreadSchema, after: spreadSchema }),
});
export type CallSuggestions = z.infer<typeof callSuggestionsSchema>;

/** GET /api/call-candidates?date=&slot= */
export const callCandidatesQuerySchema = z.object({
  date: requiredDate('date'),
  slot: z.preprocess((value) => (value === '' ? undefined : value), callSlotSchema),
});

export const callCandidatesSchema = z.object({
  candidates: z.array(z.object({ surgeon_id: z.number(), cost: z.number(), reasons: reasonsSchema })),
  excluded: z.array(z.object({ surgeon_id: z.number(), rule: z.enum(EXCLUSION_RULES), reason: z.string() })),
});
export type CallCandidates = z.infer<typeof callCandidatesSchema>;

/**
 * POST /api/call-suggestions/accept: the edit page's save when it holds accepted suggestions. The
 * calendar's own save body (versions, rules, warnings), all of one month, and how many of its cells
 * were accepted suggestions: one History entry for the fill, undone in one step.
 */
export const acceptFillBodySchema = calendarAddBodySchema
  .extend({
    accepted: z.coerce
      .number({ message: 'The accepted count must be a number.' })
      .int('The accepted count must be a whole number.')
      .min(1, 'At least one suggestion must be accepted.')
      .max(124, 'A month has at most 124 cells.'),
  })
  .superRefine((body, ctx) => {
    // Refinements run even when `entries` failed its own checks (empty): judge only what is there.
    if (body.entries.length === 0) return;
    const month = monthOf(body.entries[0]!.date);
    body.entries.forEach((entry, index) => {
      if (monthOf(entry.date) !== month)
        ctx.addIssue({ code: 'custom', path: ['entries', index, 'date'], message: `Must be a day of ${month}.` });
    });
  });
export type AcceptFillBody = z.infer<typeof acceptFillBodySchema>;

/** What the fill's History entry keeps: the days as they were, and the versions the fill left them at. */
export const fillBeforeSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      surgeon_1st: z.number().nullable(),
      surgeon_2nd: z.number().nullable(),
      surgeon_o_am: z.number().nullable(),
      surgeon_o_pm: z.number().nullable(),
    }),
  ),
});
export const fillAfterSchema = z.object({
  accepted: z.number(),
  reason: z.string(),
  days: z.array(z.object({ date: z.string(), version: z.number() })),
});

/** A suggestion a scheduler has open on the edit page, as the other schedulers of the month see it. */
export const sharedCellSchema = z.object({ date: requiredDate('date'), slot: callSlotSchema, surgeon_id: idSchema });
export type SharedCell = z.infer<typeof sharedCellSchema>;

/** 'call-suggestions:share': the suggestions the sender has pending for a month (none: they cleared them). */
export const shareSuggestionsSchema = z
  .object({ month: monthSchema, cells: z.array(sharedCellSchema).max(124) })
  .superRefine((payload, ctx) => {
    payload.cells.forEach((cell, index) => {
      if (monthOf(cell.date) !== payload.month)
        ctx.addIssue({ code: 'custom', path: ['cells', index, 'date'], message: `Must be a day of ${payload.month}.` });
    });
  });
export type ShareSuggestions = z.infer<typeof shareSuggestionsSchema>;
