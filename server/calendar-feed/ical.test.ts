import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ical.js';
import { contentLines, unescapeText } from '../test/ical-lines.js';
import { zonedTimeToUtc } from '../../shared/zoned-time.js';

/** When the feed is read: it stamps every event (DTSTAMP). */
const STAMPED_AT = new Date('2026-10-15T14:40:00Z');

describe('the iCalendar writer', () => {
  it('escapes commas, semicolons, backslashes and new lines in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('writes every line break (CRLF, LF, a lone CR) as \\n and drops other control characters', () => {
    expect(escapeText('a\r\nb\nc\rd')).toBe('a\\nb\\nc\\nd');
    expect(escapeText('tab\there\u0000\u0007\u001b\u007f')).toBe('tab\there');
  });

  it('cannot be broken by CR/LF in any text it is given (a name already in the database)', () => {
    const name = 'Parkside — Dr Evil\rBEGIN:VEVENT\r\nSUMMARY:Injected\nEND:VEVENT\u000b;,\\' + 'é'.repeat(40);
    const description = 'line one\rline two';
    const text = writeCalendar(
      name,
      [{ uid: 'a@b', summary: 'Call\r\nX-INJECTED:1', date: '2026-01-02', description }],
      STAMPED_AT,
    );
    const lines = contentLines(text);
    expect(lines.filter((line) => line.name === 'BEGIN' && line.value === 'VEVENT')).toHaveLength(1);
    expect(lines.some((line) => line.name === 'X-INJECTED')).toBe(false);
    expect(unescapeText(lines.find((line) => line.name === 'X-WR-CALNAME')!.value)).toBe(
      'Parkside — Dr Evil\nBEGIN:VEVENT\nSUMMARY:Injected\nEND:VEVENT;,\\' + 'é'.repeat(40),
    );
    expect(unescapeText(lines.find((line) => line.name === 'SUMMARY')!.value)).toBe('Call\nX-INJECTED:1');
    expect(unescapeText(lines.find((line) => line.name === 'DESCRIPTION')!.value)).toBe('line one\nline two');
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
    const text = writeCalendar(
      'Feed',
      [{ uid: 'x@y', summary: 'Time off', date: '2026-12-30', endDate: '2026-12-31' }],
      STAMPED_AT,
    );
    expect(text).toContain('DTSTAMP:20261015T144000Z\r\n');
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
