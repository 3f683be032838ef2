/**
 * The OR figures kept per case day (migrations/0022_or_metric_days.ts): the sums of one day's
 * procedure cases per primary surgeon, as `caseSumsSql` computes them with the settings of
 * `or_metric_settings`, kept by every write of a case or its event.
 */
export interface OrMetricDaysTable {
  event_date: string;
  surgeon_id: number | null;
  cases: number;
  cancelled: number;
  delayed: number;
  first_cases: number;
  first_cases_on_time: number;
  completed: number;
  scheduled_minutes: number;
  actual_minutes: number;
  overruns: number;
  /** Milestones recorded later than the grace after their time (shared/case-tracking.ts). */
  late_entries: number;
}

/**
 * How many of one day's cases, per primary surgeon, ended a turnover of so many minutes (kind
 * `turnover`, `value` the minutes as text: the medians need every one), or were delayed or
 * cancelled for a reason (`delay`, `cancel`, `value` the reason).
 */
export interface OrMetricCountsTable {
  event_date: string;
  /** The date's `YYYY-MM`: counts by month are read in this order. */
  event_month: string;
  surgeon_id: number | null;
  kind: 'turnover' | 'delay' | 'cancel';
  value: string;
  count: number;
}

/**
 * One row (id 1): the settings the kept figures were computed with, how many writes kept them
 * (each keeping write bumps it, which also orders keeping writes of the same days), and the
 * instant before which every audited write's days are known kept (kept-catch-up.ts).
 */
export interface OrMetricSettingsTable {
  id: number;
  late_grace_minutes: number;
  turnover_max_gap_minutes: number;
  revision: number;
  /** ISO-8601 UTC instant. */
  kept_through: string;
}

export interface OrMetricsTables {
  or_metric_days: OrMetricDaysTable;
  or_metric_counts: OrMetricCountsTable;
  or_metric_settings: OrMetricSettingsTable;
}
