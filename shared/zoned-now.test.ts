import { describe, expect, it } from 'vitest';
import { zonedNow } from './zoned-time.js';

describe('zonedNow', () => {
  it('answers the date and time in the named zone, not the machine one', () => {
    const instant = new Date('2026-03-01T04:30:00Z');
    expect(zonedNow('America/New_York', instant)).toEqual({ date: '2026-02-28', time: '23:30' });
    expect(zonedNow('UTC', instant)).toEqual({ date: '2026-03-01', time: '04:30' });
  });

  it('writes midnight as 00:00', () => {
    expect(zonedNow('UTC', new Date('2026-03-01T00:05:00Z')).time).toBe('00:05');
  });
});
