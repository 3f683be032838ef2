import { describe, expect, it } from 'vitest';
import { minutesBetween } from './case-tracking.js';

describe('minutes between two wall-clock times of the practice', () => {
  it('counts across midnight at the end of a month', () => {
    expect(minutesBetween({ date: '2026-01-31', time: '23:50' }, { date: '2026-02-01', time: '00:10' })).toBe(20);
    expect(minutesBetween({ date: '2026-04-30', time: '23:00' }, { date: '2026-05-01', time: '01:00' })).toBe(120);
  });
});
