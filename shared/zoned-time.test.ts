import { describe, expect, it } from 'vitest';
import { assertTimeZone, dateInZone, zonedParts } from './zoned-time.js';

describe('zoned time', () => {
  it("reads an instant's date and time in the named zone, not the process's", () => {
    const evening = new Date('2025-07-05T01:30:00Z'); // 9:30 PM on July 4 in New York (EDT)
    expect(zonedParts(evening, 'America/New_York')).toMatchObject({ date: '2025-07-04', time: '21:30' });
    expect(dateInZone(evening, 'UTC')).toBe('2025-07-05');
    expect(dateInZone(new Date('2025-01-01T04:59:59Z'), 'America/New_York')).toBe('2024-12-31');
    expect(zonedParts(new Date('2025-01-01T05:00:00Z'), 'America/New_York').time).toBe('00:00');
  });

  it('counts the time to the next midnight in the zone', () => {
    expect(zonedParts(new Date('2025-07-05T03:59:00Z'), 'America/New_York').msToMidnight).toBe(60_000);
    expect(zonedParts(new Date('2025-07-04T04:00:00Z'), 'America/New_York').msToMidnight).toBe(86_400_000);
  });

  it('knows zone names', () => {
    expect(() => assertTimeZone('America/Chicago')).not.toThrow();
    expect(() => assertTimeZone('Nowhere/Special')).toThrow(RangeError);
  });
});
