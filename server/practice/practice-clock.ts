import { clockStartingAt, practiceClock, type PracticeClock } from '../../shared/practice-clock.js';
import type { Config } from '../config.js';

/** The clock a configuration says: the real time in the practice's zone, or TEST_NOW's moment in tests. */
export function practiceClockOf(config: Pick<Config, 'timeZone' | 'testNow'>): PracticeClock {
  return config.testNow ? clockStartingAt(config.testNow, config.timeZone) : practiceClock(config.timeZone);
}
