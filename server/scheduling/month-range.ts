import { daysInMonth, monthOf } from '../../shared/dates.js';

/** The first and last date of a `YYYY-MM` month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(year, monthNumber)).padStart(2, '0')}` };
}

/** Every `YYYY-MM` the dates fall in. */
export const monthsOf = (dates: Iterable<string>): string[] => [...new Set([...dates].map(monthOf))].sort();
