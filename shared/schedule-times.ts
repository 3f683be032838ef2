/**
 * The daily schedule's time grid and monthly-meeting calendar rules, shared by server and
 * client. Pure functions on `YYYY-MM-DD` and `HH:mm` strings.
 */
import { pad2, parseIsoDate, weekdayName } from './dates.js';

/** The grid's 15-minute slots: 05:00 … 23:45, then 00:00 (midnight, the grid's last line). */
export const SCHEDULE_TIMES: readonly string[] = [
  ...Array.from({ length: (24 - 5) * 4 }, (_, index) => `${pad2(5 + Math.floor(index / 4))}:${pad2((index % 4) * 15)}`),
  '00:00',
];

/** Where an event may start (every slot but the closing midnight) and end (every slot but 05:00). */
export const START_TIMES: readonly string[] = SCHEDULE_TIMES.slice(0, -1);
export const END_TIMES: readonly string[] = SCHEDULE_TIMES.slice(1);

/** Spec §9: add-event defaults. */
export const DEFAULT_START_TIME = '07:00';
export const DEFAULT_END_TIME = '20:00';
/** Spec §9: midday threshold; AM office applies to slots before it. */
export const MIDDAY = '12:00';

/** Index of a time on the grid; the end time 00:00 is the grid's last line (midnight). */
export function slotIndex(time: string): number {
  return SCHEDULE_TIMES.indexOf(time);
}

/** `7:00`, `07:00` or `07:00:00` → `07:00`; null when it is not a time of day. */
export function normalizeTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return null;
  return `${pad2(hour)}:${pad2(minute)}`;
}

export const MEETING_ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'] as const;
export type MeetingOrdinal = (typeof MEETING_ORDINALS)[number];
export const MEETING_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type MeetingWeekday = (typeof MEETING_WEEKDAYS)[number];

/** The ordinal of `date`'s weekday within its month: the 9th is the 2nd Tuesday (or whatever day it is). */
export function weekdayOrdinal(date: string): MeetingOrdinal {
  return MEETING_ORDINALS[Math.ceil(parseIsoDate(date).getDate() / 7) - 1]!;
}

export interface Recurrence {
  event_date: string;
  metting_q: string | null;
  metting_d: string | null;
}

/**
 * Whether an event occurs on `date`. A one-off event occurs on its date. A monthly meeting
 * occurs on the `metting_q` `metting_d` of every month from its `event_date` on; a month
 * without a 5th such weekday has none.
 */
export function occursOn(event: Recurrence, date: string): boolean {
  if (!event.metting_q || !event.metting_d) return event.event_date === date;
  return date >= event.event_date && weekdayName(date) === event.metting_d && weekdayOrdinal(date) === event.metting_q;
}
