/**
 * Pure date and time helpers shared by server and client. Dates are `YYYY-MM-DD` strings and
 * times of day `HH:mm` (24 h) strings. Calendar arithmetic is done on local calendar dates
 * built from year, month and day, never by parsing strings as UTC, so it does not depend on
 * the time zone (the old portal's "today in UTC" bug).
 */

export const MONTH_ABBREVIATIONS = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'Jun.',
  'Jul.',
  'Aug.',
  'Sep.',
  'Oct.',
  'Nov.',
  'Dec.',
] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * The days the portal accepts wherever a date or a month enters it (a request, a room's name,
 * the address bar). A practice's records fall well inside; outside, a year is a typo or an
 * attack, and past 9999 a `YYYY-MM-DD` string no longer sorts as the days it names.
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2199-12-31';
export const FIRST_MONTH = '1900-01';
export const LAST_MONTH = '2199-12';
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

/** A year as a `YYYY-MM-DD` string holds it: four digits. No such string exists for a year outside 0–9999. */
function yearDigits(year: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`The year ${year} cannot be written as YYYY.`);
  }
  return String(year).padStart(4, '0');
}

/** Local midnight of a calendar day; unlike `new Date(y, m, d)`, years 0–99 stay themselves (not 1900–1999). */
function localDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day);
  return date;
}

export function daysInMonth(year: number, month: number): number {
  return localDate(year, month, 0).getDate();
}

/** The year of something written as a date or a month (`Y-M-D`, `Y-M`, any digits, a sign), else null. */
function writtenYear(value: string): number | null {
  const match = /^([-+]?\d{1,9})-\d{1,2}(?:-\d{1,2})?$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/** Whether `value` is written as a date or a month whose year is outside the portal's (to say why it is refused). */
export function yearOutsideRange(value: string): boolean {
  const year = writtenYear(value);
  return year !== null && (year < FIRST_YEAR || year > LAST_YEAR);
}

/**
 * `2025-7-4` or `2025-07-04` → `2025-07-04`; anything that is not a real date from FIRST_DATE to
 * LAST_DATE → null.
 */
export function normalizeDate(value: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${match[1]}-${pad2(month)}-${pad2(day)}`;
}

/** `2025-7` or `2025-07` → `2025-07`; anything that is not a month from FIRST_MONTH to LAST_MONTH → null. */
export function normalizeMonth(value: string): string | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12) return null;
  return `${match[1]}-${pad2(month)}`;
}

/** `YYYY-MM-DD` of a local date; a RangeError for an invalid date or a year no `YYYY` can hold. */
export function toIsoDate(date: Date): string {
  return `${yearDigits(date.getFullYear())}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` date (an invalid Date when it is not written as one). */
export function parseIsoDate(iso: string): Date {
  const match = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(iso);
  if (!match) return new Date(Number.NaN);
  return localDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); a clock change does not shorten a day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / 86_400_000);
}

/**
 * Every date from `from` to `to`, both included (none when `to` is earlier), but never more than
 * `limit` of them: stepped by a count, not by comparing strings.
 */
export function datesBetween(from: string, to: string, limit: number): string[] {
  const count = Math.max(0, Math.min(daysBetween(from, to) + 1, limit));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** `count` days ending on `lastDay`, newest first. */
export function recentDays(lastDay: string, count = 7): string[] {
  return Array.from({ length: count }, (_, index) => addDays(lastDay, -index));
}

/** Every date of a month (month 1–12). */
export function monthDates(year: number, month: number): string[] {
  const prefix = `${yearDigits(year)}-${pad2(month)}`;
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => `${prefix}-${pad2(index + 1)}`);
}

/** Every date of a `YYYY-MM` month. */
export const datesOfMonth = (yearMonth: string): string[] =>
  monthDates(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)));

/** `2025-07` → `July 2025`. */
export function monthTitle(yearMonth: string): string {
  return `${MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1]} ${yearMonth.slice(0, 4)}`;
}

/** `YYYY-MM` of a date. */
export const monthOf = (iso: string): string => iso.slice(0, 7);

export function addMonths(yearMonth: string, months: number): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const date = localDate(year, month - 1 + months, 1);
  return `${yearDigits(date.getFullYear())}-${pad2(date.getMonth() + 1)}`;
}

/** Whole months from `from` to `to` (`YYYY-MM`; negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/** Week of the month as the block calendar counts it: ceil(day / 7). */
export function weekOfMonth(iso: string): number {
  return Math.ceil(parseIsoDate(iso).getDate() / 7);
}

export function weekdayName(iso: string): (typeof WEEKDAY_NAMES)[number] {
  return WEEKDAY_NAMES[parseIsoDate(iso).getDay()]!;
}

export function isWeekend(iso: string): boolean {
  const day = parseIsoDate(iso).getDay();
  return day === 0 || day === 6;
}

/** `2025-07-04` → `07/04/2025`. */
export function formatUsDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** `2025-07-04` → `07/04`. */
export function formatMonthDay(iso: string): string {
  const [, month, day] = iso.split('-');
  return `${month}/${day}`;
}

/**
 * The home day strip starts at (day of month − 1), capped at (days in month − page size), so
 * a full page always shows.
 */
export function dayStripStart(iso: string, pageSize = 15): number {
  const date = parseIsoDate(iso);
  const lastStart = daysInMonth(date.getFullYear(), date.getMonth() + 1) - pageSize;
  return Math.max(0, Math.min(date.getDate() - 1, lastStart));
}

/** Twelve month indexes (0–11) starting at `currentMonthIndex`, wrapping round the year. */
export function wrappingMonthStrip(currentMonthIndex: number): number[] {
  return Array.from({ length: 12 }, (_, offset) => (currentMonthIndex + offset) % 12);
}

export type Meridiem = 'AM' | 'PM';

/** 12-hour parts → `HH:mm`. 12 AM becomes 00; PM hours add 12. */
export function to24h(hour12: number, minute: number, meridiem: Meridiem): string {
  let hour = hour12 % 12;
  if (meridiem === 'PM') hour += 12;
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** `HH:mm` → 12-hour parts. */
export function to12h(time: string): { hour: number; minute: number; meridiem: Meridiem } {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { hour: hour % 12 === 0 ? 12 : hour % 12, minute, meridiem: hour < 12 ? 'AM' : 'PM' };
}

/** `13:05` → `01:05 PM`. */
export function formatTime12(time: string): string {
  const { hour, minute, meridiem } = to12h(time);
  return `${pad2(hour)}:${pad2(minute)} ${meridiem}`;
}

export function isTimeOfDay(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}
