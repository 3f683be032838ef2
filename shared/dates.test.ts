import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayStripStart,
  formatTime12,
  normalizeDate,
  recentDays,
  to12h,
  to24h,
  weekOfMonth,
  weekdayName,
  wrappingMonthStrip,
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
