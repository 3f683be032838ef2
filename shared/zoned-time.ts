/**
 * Calendar date and clock time of an instant in a named time zone (the practice's), whatever
 * zone the process or the browser runs in. Intl only: no time-zone database of our own.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface ZonedParts {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm` (24 h) */
  time: string;
  /** Milliseconds until the next midnight in that zone. */
  msToMidnight: number;
}

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const [hour, minute, second] = [Number(parts.hour), Number(parts.minute), Number(parts.second)];
  const elapsed = ((hour * 60 + minute) * 60 + second) * 1000 + instant.getMilliseconds();
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    // A day with a DST change is 23 or 25 h long; callers re-check after the timer fires anyway.
    msToMidnight: Math.max(1_000, 86_400_000 - elapsed),
  };
}

/** `{ date, time }` of the instant in the zone. */
export function zonedNow(timeZone: string, now: Date = new Date()): { date: string; time: string } {
  const { date, time } = zonedParts(now, timeZone);
  return { date, time };
}

/** `YYYY-MM-DD` of the instant in the zone. */
export const dateInZone = (instant: Date, timeZone: string): string => zonedParts(instant, timeZone).date;

/** The UTC instant of a wall-clock date and time (YYYY-MM-DD, HH:mm) in `timeZone`. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, applied twice so a guess across a DST change settles.
  let instant = wallAsUtc - offsetMs(new Date(wallAsUtc), timeZone);
  instant = wallAsUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetMs(at: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const wall = Date.UTC(year, month - 1, day, Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** Throws a RangeError for a name Intl does not know. */
export function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone });
}
