import { isWeekend, parseIsoDate } from './dates.js';

/** What decides the kind of a call's day: the practice's holidays and whether Friday night is weekend. */
export interface CallDayRules {
  /** Dates of the practice holidays. */
  holidays: ReadonlySet<string>;
  /** Friday's calls count as weekend calls (Friday night). */
  fridayIsWeekend: boolean;
}

export type CallDayKind = 'holiday' | 'weekend' | 'weekday';

/**
 * The one rule for what a call's day counts as, used by the call counter and the fairness ledger
 * alike: a practice holiday is a holiday (never also a weekend, whatever its weekday); otherwise
 * Saturday and Sunday, and Friday when the practice counts Friday night, are the weekend.
 */
export function callDayKind(date: string, rules: CallDayRules): CallDayKind {
  if (rules.holidays.has(date)) return 'holiday';
  if (isWeekend(date) || (rules.fridayIsWeekend && parseIsoDate(date).getDay() === 5)) return 'weekend';
  return 'weekday';
}
