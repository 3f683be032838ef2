/**
 * How a date strip or month grid marks today (the practice's today): a class for the outline
 * and a "Today" description (a tooltip, and read after the date by screen readers).
 */
export function todayMark(date: string, today: string): { className: string; title?: string } {
  return date === today ? { className: 'today', title: 'Today' } : { className: '' };
}
