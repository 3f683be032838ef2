import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ical.js';
import { zonedTimeToUtc } from '../../shared/zoned-time.js';

describe('the iCalendar writer', () => {
  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('writes all-day events with an exclusive end date and CRLF line ends', () => {
    const text = writeCalendar('Feed', [
      { uid: 'x@y', summary: 'Time off', date: '2026-12-30', endDate: '2026-12-31' },
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });
});

describe('wall-clock time in the practice zone', () => {
  it('converts New York office hours to UTC on both sides of a daylight-saving change', () => {
    expect(zonedTimeToUtc('2026-07-01', '07:30', 'America/New_York').toISOString()).toBe('2026-07-01T11:30:00.000Z');
    expect(zonedTimeToUtc('2026-12-01', '07:30', 'America/New_York').toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', '12:00', 'America/New_York').toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });
});
