import { datesBetween } from './dates.js';
import { slotsOfDay, type CallSlot } from './schemas/call-slots.js';
import { MAX_COVERAGE_DAYS, type CoverageGapDay } from './schemas/coverage.js';

export type { CoverageGapDay };

/**
 * Coverage: which call slots of a day nobody holds. 1st and 2nd call are needed every day;
 * O AM and O PM on weekdays the office is open (not closed, not a practice holiday), since
 * weekends have no office slots and a closed office or a holiday has no sessions. A slot is empty when the day's entry holds no
 * surgeon there, or when nobody has saved the day at all.
 */
export type DaySlotValues = Partial<Record<CallSlot, number | null>>;

/** `noOffice`: the office is closed or it is a practice holiday, so no office session is expected. */
export function uncoveredSlots(date: string, day: DaySlotValues | undefined, noOffice: boolean): CallSlot[] {
  return slotsOfDay(date).filter(
    (slot) => day?.[slot] == null && !(noOffice && (slot === 'surgeon_o_am' || slot === 'surgeon_o_pm')),
  );
}

/** Every day of [from, to] (at most MAX_COVERAGE_DAYS of them) with an empty slot, in date order. */
export function coverageGaps(
  from: string,
  to: string,
  dayOf: (date: string) => DaySlotValues | undefined,
  noOfficeOn: (date: string) => boolean,
): CoverageGapDay[] {
  const gaps: CoverageGapDay[] = [];
  for (const date of datesBetween(from, to, MAX_COVERAGE_DAYS)) {
    const slots = uncoveredSlots(date, dayOf(date), noOfficeOn(date));
    if (slots.length > 0) gaps.push({ date, slots });
  }
  return gaps;
}

/** How many days of `gaps` lack each slot. */
export function gapCounts(gaps: CoverageGapDay[]): Record<CallSlot, number> {
  const counts: Record<CallSlot, number> = { surgeon_1st: 0, surgeon_2nd: 0, surgeon_o_am: 0, surgeon_o_pm: 0 };
  for (const day of gaps) for (const slot of day.slots) counts[slot] += 1;
  return counts;
}

/** What a screen says of an empty slot ("No 1st call"), never a colour alone. */
export const GAP_WORDS: Record<CallSlot, string> = {
  surgeon_1st: 'No 1st call',
  surgeon_2nd: 'No 2nd call',
  surgeon_o_am: 'No O AM',
  surgeon_o_pm: 'No O PM',
};
