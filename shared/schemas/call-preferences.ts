import { z } from 'zod';
import { monthOf, monthTitle } from '../dates.js';
import { dateSchema, monthSchema } from './common.js';

/**
 * The days a physician marks for a month before suggest-fill runs (issue 33): "unavailable" (the
 * engine never gives them a call that day) or "prefer not" (it avoids it). An unmarked day is
 * available.
 */
export const CALL_PREFERENCE_KINDS = ['unavailable', 'prefer_not'] as const;
export type CallPreferenceKind = (typeof CALL_PREFERENCE_KINDS)[number];

/** At most one mark per day of a month. */
export const MAX_MARKED_DAYS = 31;

const kindSchema = z.enum(CALL_PREFERENCE_KINDS, { message: 'The kind must be "unavailable" or "prefer_not".' });

export const callPreferencesQuerySchema = z.object({ month: monthSchema });

export const callPreferenceDaySchema = z.object({ date: z.string(), kind: z.enum(CALL_PREFERENCE_KINDS) });
export type CallPreferenceDay = z.infer<typeof callPreferenceDaySchema>;

/** The whole month's marks of the person: what is not listed is available. */
export const saveCallPreferencesBodySchema = z
  .object({
    month: monthSchema,
    days: z
      .array(z.object({ date: dateSchema, kind: kindSchema }), { message: 'The days field must be a list.' })
      .max(MAX_MARKED_DAYS, `At most ${MAX_MARKED_DAYS} days may be marked.`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.days.forEach((day, index) => {
      if (monthOf(day.date) !== body.month) {
        ctx.addIssue({
          code: 'custom',
          path: ['days', index, 'date'],
          message: `The date must be a day of ${monthTitle(body.month)}.`,
        });
      } else if (seen.has(day.date)) {
        ctx.addIssue({ code: 'custom', path: ['days', index, 'date'], message: 'Each day may be marked only once.' });
      }
      seen.add(day.date);
    });
  });
export type SaveCallPreferencesBody = z.infer<typeof saveCallPreferencesBodySchema>;

/** A physician's own marks of a month, and until when they may change them (the practice's day, inclusive). */
export const ownCallPreferencesSchema = z.object({
  month: z.string(),
  deadline: z.string(),
  open: z.boolean(),
  days: z.array(callPreferenceDaySchema),
});
export type OwnCallPreferences = z.infer<typeof ownCallPreferencesSchema>;

/** Every physician's marks of a month, for the schedulers. */
export const monthCallPreferencesSchema = z.object({
  month: z.string(),
  deadline: z.string(),
  days: z.array(callPreferenceDaySchema.extend({ surgeon_id: z.number() })),
});
export type MonthCallPreferences = z.infer<typeof monthCallPreferencesSchema>;
