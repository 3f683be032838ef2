import { addMonths, datesOfMonth, monthOf } from '../../shared/dates.js';
import type { CallPreferenceDay, CallPreferenceKind } from '../../shared/schemas/call-preferences.js';

/** A day's choice on the page: an unmarked day is available. */
export type DayChoice = 'available' | CallPreferenceKind;

export const DAY_CHOICES: { value: DayChoice; label: string }[] = [
  { value: 'available', label: 'Available' },
  { value: 'prefer_not', label: 'Prefer not' },
  { value: 'unavailable', label: 'Unavailable' },
];

/** The month the page opens on: the next one at the practice (this month's marks have closed). */
export const defaultMonth = (today: string): string => addMonths(monthOf(today), 1);

/** Every day of the month with its choice, from the saved marks. */
export function choicesOf(month: string, days: readonly CallPreferenceDay[]): Record<string, DayChoice> {
  const marked = new Map(days.map((day) => [day.date, day.kind]));
  return Object.fromEntries(datesOfMonth(month).map((date) => [date, marked.get(date) ?? 'available']));
}

/** What PUT /call-preferences takes: the marked days only, by date. */
export function marksOf(choices: Record<string, DayChoice>): CallPreferenceDay[] {
  return Object.entries(choices)
    .filter((entry): entry is [string, CallPreferenceKind] => entry[1] !== 'available')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, kind]) => ({ date, kind }));
}
