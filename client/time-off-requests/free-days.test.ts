import { describe, expect, it } from 'vitest';
import { freeRuns } from './free-days';

describe('freeRuns', () => {
  const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

  it('splits the range around the taken days, one run per stretch of free days', () => {
    const taken_days = [{ date: '2026-12-03', why: 'Time off (CME) already' }];
    expect(freeRuns({ dates, taken_days })).toEqual([
      { start: '2026-12-01', end: '2026-12-02' },
      { start: '2026-12-04', end: '2026-12-05' },
    ]);
  });

  it('answers the whole range when nothing is taken, and nothing when every day is', () => {
    expect(freeRuns({ dates, taken_days: [] })).toEqual([{ start: '2026-12-01', end: '2026-12-05' }]);
    expect(freeRuns({ dates, taken_days: dates.map((date) => ({ date, why: 'x' })) })).toEqual([]);
  });
});
