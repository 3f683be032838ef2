import { addMonths, monthOf, monthsBetween, normalizeDate, parseIsoDate, toIsoDate } from '../../shared/dates.js';

export interface DateRange {
  from: string;
  to: string;
}

/** The calendar year of `today`, offset by `years`. */
export function yearOf(today: string, years = 0): DateRange {
  const year = Number(today.slice(0, 4)) + years;
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The calendar quarter `today` falls in. */
export function quarterOf(today: string): DateRange {
  const date = parseIsoDate(today);
  const first = Math.floor(date.getMonth() / 3) * 3;
  return {
    from: toIsoDate(new Date(date.getFullYear(), first, 1)),
    to: toIsoDate(new Date(date.getFullYear(), first + 3, 0)),
  };
}

/** The months (`YYYY-MM`) [from, to] touches; none for a range that is not one (at most 37). */
export function monthsOf({ from, to }: DateRange): string[] {
  if (normalizeDate(from) !== from || normalizeDate(to) !== to || to < from) return [];
  const count = Math.min(monthsBetween(monthOf(from), monthOf(to)) + 1, 37);
  return Array.from({ length: count }, (_, index) => addMonths(monthOf(from), index));
}

/** A deviation or mean as the table shows it: one decimal, a sign on deviations ("+2.3", "−1.0"). */
export function formatDeviation(value: number): string {
  const shown = Math.abs(value).toFixed(1);
  if (shown === '0.0') return '0.0';
  return value > 0 ? `+${shown}` : `−${shown}`;
}
