import { z } from 'zod';
import { requiredDate, withoutControlCharacters, yearSchema } from './common.js';
import { surgeonSchema } from './surgeons.js';

/**
 * Call kinds the ledger counts. Every 1st or 2nd call is `first` or `second`, and exactly one of
 * `holiday` (a practice holiday), `weekend` (Saturday, Sunday, and Friday when the practice counts
 * Friday night) or `weekday`; `total` is all of them. Office slots are not calls.
 */
export const LEDGER_KINDS = ['first', 'second', 'weekend', 'holiday', 'weekday', 'total'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Each count's heading: the ledger's columns (on screen and in its CSV) and a request's effect table. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  first: '1st',
  second: '2nd',
  weekend: 'Weekend',
  holiday: 'Holiday',
  weekday: 'Weekday',
  total: 'Total',
};
export const ledgerCountsSchema = z.object({
  first: z.number(),
  second: z.number(),
  weekend: z.number(),
  holiday: z.number(),
  weekday: z.number(),
  total: z.number(),
});
export type LedgerCounts = z.infer<typeof ledgerCountsSchema>;

/** The ledger counts a request would change, for both (or every) person concerned. */
export const ledgerEffectSchema = z.object({
  /** The calendar year the counts cover (the year of the call). */
  from: z.string(),
  to: z.string(),
  people: z.array(
    z.object({
      surgeon: surgeonSchema,
      before: ledgerCountsSchema,
      after: ledgerCountsSchema,
    }),
  ),
});
export type LedgerEffect = z.infer<typeof ledgerEffectSchema>;

/* ---------------------------------------------------------------- fairness ledger */

export const ledgerQuerySchema = z
  .object({ from: requiredDate('from'), to: requiredDate('to') })
  .superRefine((query, ctx) => {
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after from.' });
  });

export const fairnessLedgerSchema = z.object({
  from: z.string(),
  to: z.string(),
  friday_counts_as_weekend: z.boolean(),
  surgeons: z.array(
    z.object({
      surgeon: surgeonSchema,
      counts: ledgerCountsSchema,
      /** The dates behind each count. */
      days: z.object({
        first: z.array(z.string()),
        second: z.array(z.string()),
        weekend: z.array(z.string()),
        holiday: z.array(z.string()),
        weekday: z.array(z.string()),
        total: z.array(z.string()),
      }),
      /** This person's count minus the group's mean, per kind. */
      deviation: ledgerCountsSchema,
    }),
  ),
  /** The group's mean per kind (over every active surgeon, including those with no calls). */
  mean: ledgerCountsSchema,
});
export type FairnessLedger = z.infer<typeof fairnessLedgerSchema>;

/* ---------------------------------------------------------------- practice holidays */

export const holidaySchema = z.object({ id: z.number(), date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysQuerySchema = z.object({
  year: yearSchema('year', 2000, 2100).optional(),
});
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
export const addHolidayBodySchema = z.object({
  date: requiredDate('date'),
  name: z
    .string({ message: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name field may not be longer than 100 characters.')
    .refine(...withoutControlCharacters('name')),
});
