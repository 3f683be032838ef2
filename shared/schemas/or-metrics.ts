import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { optionalIdSchema, requiredDate } from './common.js';

/** How the figures are grouped in time: each day, each week (from Monday) or each month. */
export const OR_METRICS_GROUPS = ['day', 'week', 'month'] as const;
export type OrMetricsGroup = (typeof OR_METRICS_GROUPS)[number];

/** The longest range one request may cover: three years (and a leap day). */
export const MAX_OR_METRICS_DAYS = 3 * 365 + 1;

/** GET /api/or-metrics (and .csv)?from=YYYY-MM-DD&to=YYYY-MM-DD&group=day|week|month&surgeon_id= */
export const orMetricsQuerySchema = z
  .object({
    from: requiredDate('from'),
    to: requiredDate('to'),
    group: z.enum(OR_METRICS_GROUPS, { message: 'The group must be one of: day, week, month.' }).default('week'),
    /** Only the cases whose primary surgeon this is (every case without it). */
    surgeon_id: optionalIdSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to date must not be before the from date.' });
    } else if (daysBetween(query.from, query.to) >= MAX_OR_METRICS_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range may cover at most three years.' });
    }
  });
export type OrMetricsQuery = z.output<typeof orMetricsQuerySchema>;

const countsByReason = z.record(z.string(), z.number());

/** The figures of a set of cases (a period, a surgeon in a period, or the whole range). */
export const orFiguresSchema = z.object({
  /** Procedure cases scheduled (cancelled ones included). */
  cases: z.number(),
  cancelled: z.number(),
  delayed: z.number(),
  /**
   * First cases of a location's day (by scheduled start, cancelled cases left out) whose In room
   * was recorded, and of them those in the room by their scheduled start plus the grace.
   */
  first_cases: z.number(),
  first_cases_on_time: z.number(),
  /** first_cases_on_time / first_cases, 0–1; null without first cases. */
  on_time_rate: z.number().nullable(),
  /** Previous case's Out of room → next case's In room, same location and day. */
  turnovers: z.number(),
  turnover_average_minutes: z.number().nullable(),
  turnover_median_minutes: z.number().nullable(),
  /** Cases with both In room and Out of room recorded (cancelled ones left out). */
  completed: z.number(),
  scheduled_minutes: z.number(),
  actual_minutes: z.number(),
  /** Completed cases whose In room → Out of room took longer than scheduled. */
  overruns: z.number(),
  /**
   * Milestones of these cases recorded more than LATE_ENTRY_GRACE_MINUTES (30) after the time they
   * state (shared/case-tracking.ts): documentation after the fact, which the other figures rest on.
   */
  late_entries: z.number(),
  delays_by_reason: countsByReason,
  cancellations_by_reason: countsByReason,
});
export type OrFigures = z.infer<typeof orFiguresSchema>;

export const orSurgeonFiguresSchema = z.object({
  /** null: cases without a primary surgeon. */
  surgeon_id: z.number().nullable(),
  surgeon_name: z.string(),
  figures: orFiguresSchema,
});
export type OrSurgeonFigures = z.infer<typeof orSurgeonFiguresSchema>;

export const orPeriodSchema = z.object({
  /** The period's first day (`YYYY-MM-DD`; a week starts on Monday, a month on the 1st). */
  start: z.string(),
  /** Its last day. */
  end: z.string(),
  figures: orFiguresSchema,
  /** Each primary surgeon with cases in the period, by name. */
  surgeons: z.array(orSurgeonFiguresSchema),
});
export type OrPeriod = z.infer<typeof orPeriodSchema>;

export const orMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(OR_METRICS_GROUPS),
  surgeon_id: z.number().nullable(),
  grace_minutes: z.number(),
  /** A turnover is a case following another into the same room within this many minutes. */
  turnover_max_gap_minutes: z.number(),
  /** The whole range. */
  total: orFiguresSchema,
  /** The whole range, each primary surgeon with cases in it, by name. */
  surgeons: z.array(orSurgeonFiguresSchema),
  /** Every period the range touches, in order (empty ones too, so a chart's axis is even). */
  periods: z.array(orPeriodSchema),
});
export type OrMetrics = z.infer<typeof orMetricsSchema>;
