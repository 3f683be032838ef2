import { csvText } from '../../shared/csv.js';
import { periodLabel } from '../../shared/or-metrics-periods.js';
import type { OrFigures, OrMetrics } from '../../shared/schemas/or-metrics.js';

const HEADER = [
  'period_start',
  'period_end',
  'period',
  'surgeon_id',
  'surgeon',
  'cases',
  'cancelled',
  'delayed',
  'first_cases',
  'first_cases_on_time',
  'on_time_rate_percent',
  'turnovers',
  'turnover_average_minutes',
  'turnover_median_minutes',
  'completed',
  'scheduled_minutes',
  'actual_minutes',
  'overruns',
  'late_entries',
  'delays_by_reason',
  'cancellations_by_reason',
];

/** "Patient late: 2; Surgeon late: 1" */
const reasons = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reason, count]) => `${reason}: ${count}`)
    .join('; ');

const figureCells = (figures: OrFigures): unknown[] => [
  figures.cases,
  figures.cancelled,
  figures.delayed,
  figures.first_cases,
  figures.first_cases_on_time,
  figures.on_time_rate === null ? '' : Math.round(figures.on_time_rate * 1000) / 10,
  figures.turnovers,
  figures.turnover_average_minutes,
  figures.turnover_median_minutes,
  figures.completed,
  figures.scheduled_minutes,
  figures.actual_minutes,
  figures.overruns,
  figures.late_entries,
  reasons(figures.delays_by_reason),
  reasons(figures.cancellations_by_reason),
];

/** The metrics as CSV: a header row, then one row per period and primary surgeon (periods without cases have none). */
export function orMetricsCsv(metrics: OrMetrics): string {
  const rows = metrics.periods.flatMap((period) =>
    period.surgeons.map((surgeon) => [
      period.start,
      period.end,
      periodLabel(period.start, metrics.group),
      surgeon.surgeon_id,
      surgeon.surgeon_name,
      ...figureCells(surgeon.figures),
    ]),
  );
  return csvText(HEADER, rows);
}
