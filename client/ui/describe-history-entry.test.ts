import { describe, expect, it } from 'vitest';
import { whenOf } from './describe-history-entry';

describe('whenOf', () => {
  it("tells an entry's day and time at the practice, whatever zone the device is in", () => {
    // 02:30 UTC on 12/16 is still the evening of 12/15 in New York.
    expect(whenOf('2026-12-16T02:30:00.000Z', 'America/New_York')).toEqual({ day: '12/15', time: '09:30 PM' });
    expect(whenOf('2026-12-16T02:30:00.000Z', 'UTC')).toEqual({ day: '12/16', time: '02:30 AM' });
  });
});
