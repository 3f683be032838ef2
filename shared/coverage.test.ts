import { describe, expect, it } from 'vitest';
import { coverageGaps, gapCounts, uncoveredSlots, type DaySlotValues } from './coverage.js';

describe('coverage', () => {
  it('needs 1st and 2nd every day, and O AM / O PM on weekdays the office is open', () => {
    expect(uncoveredSlots('2026-12-07', undefined, false)).toEqual([
      'surgeon_1st',
      'surgeon_2nd',
      'surgeon_o_am',
      'surgeon_o_pm',
    ]);
    expect(uncoveredSlots('2026-12-05', undefined, false)).toEqual(['surgeon_1st', 'surgeon_2nd']); // Saturday
    expect(uncoveredSlots('2026-12-07', { surgeon_1st: 1, surgeon_2nd: 2 }, true)).toEqual([]); // closed
    expect(
      uncoveredSlots('2026-12-07', { surgeon_1st: null, surgeon_2nd: 2, surgeon_o_am: 3, surgeon_o_pm: 4 }, false),
    ).toEqual(['surgeon_1st']);
  });

  it('lists only the days with a gap, and counts them per slot', () => {
    const held = { surgeon_1st: 1, surgeon_2nd: 2, surgeon_o_am: 3, surgeon_o_pm: 4 };
    const days: Record<string, DaySlotValues> = {
      '2026-12-07': held,
      '2026-12-08': { ...held, surgeon_2nd: null },
      '2026-12-09': held,
    };
    const gaps = coverageGaps(
      '2026-12-07',
      '2026-12-09',
      (date) => days[date],
      () => false,
    );
    expect(gaps).toEqual([{ date: '2026-12-08', slots: ['surgeon_2nd'] }]);
    expect(gapCounts(gaps)).toEqual({ surgeon_1st: 0, surgeon_2nd: 1, surgeon_o_am: 0, surgeon_o_pm: 0 });
  });
});
