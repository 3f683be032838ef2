import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { callSlotSchema } from './call-slots.js';
import { requiredDate } from './common.js';

/** The longest range one coverage request may cover (a year, leap day included). */
export const MAX_COVERAGE_DAYS = 366;

/** GET /api/coverage?from=YYYY-MM-DD&to=YYYY-MM-DD */
export const coverageQuerySchema = z
  .object({ from: requiredDate('from'), to: requiredDate('to') })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to date must not be before the from date.' });
    } else if (daysBetween(query.from, query.to) >= MAX_COVERAGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range may cover at most ${MAX_COVERAGE_DAYS} days.` });
    }
  });
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

/** One day with at least one empty slot. */
export const coverageGapDaySchema = z.object({ date: z.string(), slots: z.array(callSlotSchema) });
export type CoverageGapDay = z.infer<typeof coverageGapDaySchema>;

/**
 * The coverage of a range: every day with an empty slot (shared/coverage.ts says which slots a
 * day needs) and, per slot, how many days lack it. Also the month room's 'coverage' push.
 */
export const coverageSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(coverageGapDaySchema),
  counts: z.record(callSlotSchema, z.number()),
});
export type Coverage = z.infer<typeof coverageSchema>;
