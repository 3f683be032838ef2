import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesBetween,
  daysBetween,
  daysInMonth,
  dayStripStart,
  formatTime12,
  monthDates,
  monthsBetween,
  normalizeDate,
  normalizeMonth,
  parseIsoDate,
  recentDays,
  toIsoDate,
  to12h,
  to24h,
  weekOfMonth,
  weekdayName,
  wrappingMonthStrip,
  yearOutsideRange,
} from './dates.js';

describe('dates', () => {
  it('pads unpadded dates and refuses impossible ones', () => {
    expect(normalizeDate('2025-7-4')).toBe('2025-07-04');
    expect(normalizeDate('2025-02-29')).toBeNull();
    expect(normalizeDate('2024-02-29')).toBe('2024-02-29');
    expect(normalizeDate('07/04/2025')).toBeNull();
  });

  it('lists the last seven days newest first, across a month boundary', () => {
    expect(recentDays('2025-03-02', 7)).toEqual([
      '2025-03-02',
      '2025-03-01',
      '2025-02-28',
      '2025-02-27',
      '2025-02-26',
      '2025-02-25',
      '2025-02-24',
    ]);
  });

  it('converts 12-hour times the way the forms do (12 AM is 00, PM adds 12)', () => {
    expect(to24h(12, 0, 'AM')).toBe('00:00');
    expect(to24h(12, 30, 'PM')).toBe('12:30');
    expect(to24h(7, 15, 'PM')).toBe('19:15');
    expect(to12h('00:45')).toEqual({ hour: 12, minute: 45, meridiem: 'AM' });
    expect(formatTime12('13:05')).toBe('01:05 PM');
  });

  it('counts the week of the month as ceil(day / 7)', () => {
    expect(weekOfMonth('2025-07-01')).toBe(1);
    expect(weekOfMonth('2025-07-07')).toBe(1);
    expect(weekOfMonth('2025-07-08')).toBe(2);
    expect(weekOfMonth('2025-07-29')).toBe(5);
    expect(weekdayName('2025-07-04')).toBe('Friday');
  });

  it('caps the home day strip so a full page of 15 shows', () => {
    expect(dayStripStart('2025-07-01')).toBe(0);
    expect(dayStripStart('2025-07-10')).toBe(9);
    expect(dayStripStart('2025-07-30')).toBe(16);
    expect(dayStripStart('2025-02-28')).toBe(13);
  });

  it('wraps the month strip round the year and steps months across years', () => {
    expect(wrappingMonthStrip(10)).toEqual([10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
  });
});

describe('the portal’s years, 1900–2199', () => {
  it('accepts both ends and refuses a day either side, and every year that is not four digits', () => {
    expect(normalizeDate('1900-01-01')).toBe('1900-01-01');
    expect(normalizeDate('2199-12-31')).toBe('2199-12-31');
    expect(normalizeDate('2199-2-3')).toBe('2199-02-03');
    for (const outside of [
      '1899-12-31',
      '2200-01-01',
      '0000-01-01',
      '0099-12-31',
      '9999-12-31',
      '10000-01-01',
      '-001-01-01',
    ])
      expect([outside, normalizeDate(outside)]).toEqual([outside, null]);
    expect(normalizeMonth('1900-01')).toBe('1900-01');
    expect(normalizeMonth('2199-12')).toBe('2199-12');
    expect(normalizeMonth('2025-7')).toBe('2025-07');
    for (const outside of ['1899-12', '2200-01', '0000-01', '9999-12', '10000-01', '2025-13', '2025-00'])
      expect([outside, normalizeMonth(outside)]).toEqual([outside, null]);
  });

  it('says when the year is why a date or a month is refused', () => {
    for (const value of ['0000-01-01', '10000-01-01', '-1-01-01', '2200-01', '1899-12-31'])
      expect([value, yearOutsideRange(value)]).toEqual([value, true]);
    for (const value of ['2025-02-30', 'tomorrow', '1900-01-01', '2199-12'])
      expect([value, yearOutsideRange(value)]).toEqual([value, false]);
  });

  it('counts leap days at the edges: 1900 and 2100 are not leap years, 2000 is', () => {
    expect(normalizeDate('1900-02-29')).toBeNull();
    expect(normalizeDate('2000-02-29')).toBe('2000-02-29');
    expect(normalizeDate('2100-02-29')).toBeNull();
    expect(normalizeDate('2196-02-29')).toBe('2196-02-29');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(daysBetween('1900-01-01', '2199-12-31')).toBe(109_572);
  });
});

describe('date arithmetic never writes a malformed date', () => {
  it('keeps years 0–99 as themselves (not 1900–1999) and writes every year with four digits', () => {
    expect(toIsoDate(parseIsoDate('0000-01-01'))).toBe('0000-01-01');
    expect(parseIsoDate('0050-06-15').getFullYear()).toBe(50);
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addMonths('0000-12', 1)).toBe('0001-01');
    expect(monthDates(1, 2)[0]).toBe('0001-02-01');
    // Year 0 is a leap year in the proleptic Gregorian calendar; 1900 is not.
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('throws rather than write a year of five digits or a negative one', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addMonths('9999-12', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => toIsoDate(parseIsoDate('10000-01-01'))).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('steps a range by a count: both ends included, none when reversed, never more than the limit', () => {
    expect(datesBetween('2199-12-30', '2199-12-31', 10)).toEqual(['2199-12-30', '2199-12-31']);
    expect(datesBetween('2024-02-28', '2024-03-01', 10)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesBetween('2025-01-02', '2025-01-01', 10)).toEqual([]);
    expect(datesBetween('1900-01-01', '2199-12-31', 3)).toEqual(['1900-01-01', '1900-01-02', '1900-01-03']);
    expect(datesBetween('9999-12-31', '9999-12-31', 5)).toEqual(['9999-12-31']);
    expect(monthsBetween('1900-01', '2199-12')).toBe(3599);
    expect(monthsBetween('2025-03', '2024-12')).toBe(-3);
  });
});
