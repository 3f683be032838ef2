/**
 * The date and time of day in a named time zone (the practice's), whatever zone the machine
 * running this is in. Intl only: the board's browser may sit in another zone than the practice.
 */
export interface ZonedNow {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24 h */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function zonedNow(timeZone: string, now: Date = new Date()): ZonedNow {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
