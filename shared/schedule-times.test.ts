import { describe, expect, it } from 'vitest';
import { normalizeTime, occursOn, SCHEDULE_TIMES, slotIndex, weekdayOrdinal } from './schedule-times.js';

describe('schedule times', () => {
  it('are quarter hours from 05:00 to 23:45, then midnight', () => {
    expect(SCHEDULE_TIMES).toHaveLength(77);
    expect(SCHEDULE_TIMES[4]).toBe('06:00');
    expect(slotIndex('00:00')).toBe(76);
  });

  it('normalizes unpadded and seconds forms, refuses nonsense', () => {
    expect(normalizeTime('7:15')).toBe('07:15');
    expect(normalizeTime('07:15:00')).toBe('07:15');
    expect(normalizeTime('25:00')).toBeNull();
  });
});

describe('monthly meetings', () => {
  const firstMonday = { event_date: '2025-01-01', metting_q: '1st', metting_d: 'Monday' };

  it('counts the week of the month as ceil(day / 7)', () => {
    expect(weekdayOrdinal('2025-03-07')).toBe('1st');
    expect(weekdayOrdinal('2025-03-08')).toBe('2nd');
    expect(weekdayOrdinal('2025-03-29')).toBe('5th');
  });

  it('occur on the 1st Monday of each month from their date on', () => {
    expect(['2025-01-06', '2025-02-03', '2025-12-01'].every((date) => occursOn(firstMonday, date))).toBe(true);
    expect(occursOn(firstMonday, '2024-12-02')).toBe(false);
    expect(occursOn(firstMonday, '2025-01-13')).toBe(false);
  });

  it('a one-off event occurs on its own date only', () => {
    expect(occursOn({ event_date: '2025-01-06', metting_q: null, metting_d: null }, '2025-01-06')).toBe(true);
    expect(occursOn({ event_date: '2025-01-06', metting_q: null, metting_d: null }, '2025-02-03')).toBe(false);
  });
});
