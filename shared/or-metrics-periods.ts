import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  formatUsDate,
  monthOf,
  monthsBetween,
  monthTitle,
  parseIsoDate,
  pad2,
} from './dates.js';
import { MAX_OR_METRICS_DAYS, type OrMetricsGroup } from './schemas/or-metrics.js';

/** The first day of the period `date` falls in: itself, its week's Monday, or its month's 1st. */
export function periodStart(date: string, group: OrMetricsGroup): string {
  if (group === 'day') return date;
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  const sinceMonday = (parseIsoDate(date).getDay() + 6) % 7;
  return addDays(date, -sinceMonday);
}

/** The last day of the period starting on `start`. */
export function periodEnd(start: string, group: OrMetricsGroup): string {
  if (group === 'day') return start;
  if (group === 'week') return addDays(start, 6);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return `${start.slice(0, 7)}-${pad2(daysInMonth(year, month))}`;
}

/** The start of every period from `from` to `to`, in order (counted first, at most a period a day of the longest range). */
export function periodStarts(from: string, to: string, group: OrMetricsGroup): string[] {
  const first = periodStart(from, group);
  const count =
    group === 'month'
      ? monthsBetween(monthOf(first), monthOf(to)) + 1
      : Math.floor(daysBetween(first, to) / (group === 'week' ? 7 : 1)) + 1;
  return Array.from({ length: Math.max(0, Math.min(count, MAX_OR_METRICS_DAYS)) }, (_, index) =>
    group === 'month' ? `${addMonths(monthOf(first), index)}-01` : addDays(first, group === 'week' ? index * 7 : index),
  );
}

/** How a period is named on the page and in the CSV: "03/05/2035", "Week of 03/05/2035", "March 2035". */
export function periodLabel(start: string, group: OrMetricsGroup): string {
  if (group === 'month') return monthTitle(start.slice(0, 7));
  return group === 'week' ? `Week of ${formatUsDate(start)}` : formatUsDate(start);
}
