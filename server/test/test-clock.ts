import { momentInstant, type PracticeClock } from '../../shared/practice-clock.js';
import { zonedParts } from '../../shared/zoned-time.js';
import { GIVEN_DAY_DEMO_CLOCK } from '../db/seed.js';

/**
 * The moment a test runs at when it states none: TEST_NOW (`YYYY-MM-DDTHH:mm` at the practice,
 * or `real` for the real time), else this ordinary weekday mid-morning. Never whatever today
 * happens to be: `npm run test:moments` runs the suite at the awkward moments on purpose.
 */
export const DEFAULT_TEST_MOMENT = '2026-10-15T10:40';

/** A test portal's clock: it runs on at the real pace from its moment, and a test may set it to another. */
export interface TestClock extends PracticeClock {
  /** From now on the practice reads `moment` (`YYYY-MM-DDTHH:mm` there), and runs on from it. */
  set(moment: string): void;
  /** Back to the moment the portal started at (running on from it). */
  reset(): void;
}

function instantOf(moment: string, timeZone: string): Date {
  const instant = momentInstant(moment, timeZone);
  if (!instant) throw new Error(`not a moment: ${moment} (YYYY-MM-DDTHH:mm at the practice, or real)`);
  return instant;
}

/** The moment a test's portal starts at: its stated `now`, or its `today` at mid-morning, else the default (or `real`). */
export function testMomentOf({ now, today }: { now?: string; today?: string }): string {
  return now ?? (today ? `${today}T${GIVEN_DAY_DEMO_CLOCK}` : (process.env.TEST_NOW ?? DEFAULT_TEST_MOMENT));
}

/** The clock of a test's portal, standing at its moment (testMomentOf) and running on from it. */
export function testClock(options: { now?: string; today?: string }, timeZone: string): TestClock {
  const moment = testMomentOf(options);
  const aheadAtStart = moment === 'real' ? 0 : instantOf(moment, timeZone).getTime() - Date.now();
  let aheadMs = aheadAtStart;
  const current = () => new Date(Date.now() + aheadMs);
  return {
    timeZone,
    now: current,
    nowIso: () => current().toISOString(),
    today: () => zonedParts(current(), timeZone).date,
    time: () => zonedParts(current(), timeZone).time,
    set(next) {
      aheadMs = instantOf(next, timeZone).getTime() - Date.now();
    },
    reset() {
      aheadMs = aheadAtStart;
    },
  };
}

/**
 * A clock standing still at a test's moment: what a prepared database is seeded with, so every
 * stamp of the demo comes before any write of a test that starts from a copy of it, whenever and
 * wherever the copy was prepared.
 */
export function stoppedTestClock(options: { now?: string; today?: string }, timeZone: string): PracticeClock {
  const instant = instantOf(testMomentOf(options), timeZone);
  return {
    timeZone,
    now: () => new Date(instant),
    nowIso: () => instant.toISOString(),
    today: () => zonedParts(instant, timeZone).date,
    time: () => zonedParts(instant, timeZone).time,
  };
}
