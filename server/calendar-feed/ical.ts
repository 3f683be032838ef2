/**
 * A small RFC 5545 writer: enough for a read-only subscription (all-day and timed events).
 * Lines end in CRLF and are folded at 75 octets; text values are escaped.
 */
export interface CalendarEvent {
  uid: string;
  summary: string;
  /** All day: `date` (YYYY-MM-DD) to `endDate` inclusive. Timed: `start`/`end` as UTC instants. */
  date?: string;
  endDate?: string;
  start?: Date;
  end?: Date;
  description?: string;
  lastModified?: string;
}

/** Control characters a content line may not hold (RFC 5545 allows HTAB only); CR and LF included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/**
 * A TEXT value per RFC 5545 §3.3.11, whatever the database holds (rows written before text
 * fields refused control characters): every line break (CRLF, LF or a lone CR) becomes `\n`,
 * and other control characters are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\n|\r/g, '\\n')
    .replace(CONTROL, '');
}

/** Splits a content line into chunks of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = chunks.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      chunks.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

const compactDate = (iso: string) => iso.replace(/-/g, '');
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp}`];
  if (event.date) {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(event.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDate(nextDay(event.endDate ?? event.date))}`);
    lines.push('TRANSP:TRANSPARENT');
  } else if (event.start && event.end) {
    lines.push(`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(new Date(event.lastModified))}`);
  lines.push('END:VEVENT');
  return lines;
}

export function writeCalendar(name: string, events: CalendarEvent[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Parkside Surgical Associates//Practice portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  // No value may end a content line early, escaped or not (a UID, a date): its breaks are dropped.
  return lines.map((line) => foldLine(line.replace(CONTROL, ''))).join('\r\n') + '\r\n';
}
