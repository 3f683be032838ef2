/**
 * The OR figures kept per case day (migrations/0022_or_metric_days.ts): the sums of one day's
 * procedure cases per primary surgeon and turnover minutes, as `caseSumsSql` computes them with
 * the settings of `or_metric_settings`, kept by every write of a case or its event.
 */
export interface OrMetricDaysTable {
  event_date: string;
  surgeon_id: number | null;
  /** The turnover minutes each case of the row ended (null: none). */
  turnover: number | null;
  cases: number;
  cancelled: number;
  delayed: number;
  first_cases: number;
  first_cases_on_time: number;
  completed: number;
  scheduled_minutes: number;
  actual_minutes: number;
  overruns: number;
  late_entries: number;
}

/** One day's delays and cancellations by reason, per primary surgeon. */
export interface OrMetricReasonsTable {
  event_date: string;
  surgeon_id: number | null;
  kind: 'delay' | 'cancel';
  reason: string;
  count: number;
}

/**
 * One row (id 1): the settings the kept figures were computed with, and how many writes kept
 * them (each keeping write bumps it, which also orders keeping writes of the same days).
 */
export interface OrMetricSettingsTable {
  id: number;
  late_grace_minutes: number;
  turnover_max_gap_minutes: number;
  revision: number;
}

export interface OrMetricsTables {
  or_metric_days: OrMetricDaysTable;
  or_metric_reasons: OrMetricReasonsTable;
  or_metric_settings: OrMetricSettingsTable;
}
