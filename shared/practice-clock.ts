import { zonedParts, zonedTimeToUtc } from './zoned-time.js';

/**
 * The practice's one clock: the instant, and today and the time of day in the practice's time
 * zone (never the process's or the device's zone). A test or a rehearsal starts it at a stated
 * moment; from there it runs at the real pace, so durations and timers behave as in life.
 */
export interface PracticeClock {
  readonly timeZone: string;
  /** The current instant. */
  now(): Date;
  /** The current instant, ISO-8601 UTC: what a record's stamps hold. */
  nowIso(): string;
  /** `YYYY-MM-DD`: today at the practice. */
  today(): string;
  /** `HH:mm` (24 h): the time of day at the practice. */
  time(): string;
}

/** The clock of `timeZone`, `offsetMs` ahead of this machine's (0: the real time). */
export function practiceClock(timeZone: string, offsetMs = 0): PracticeClock {
  const now = () => new Date(Date.now() + offsetMs);
  return {
    timeZone,
    now,
    nowIso: () => now().toISOString(),
    today: () => zonedParts(now(), timeZone).date,
    time: () => zonedParts(now(), timeZone).time,
  };
}

/** A clock that reads `instant` now and runs on from there. */
export function clockStartingAt(instant: Date, timeZone: string): PracticeClock {
  return practiceClock(timeZone, instant.getTime() - Date.now());
}

const WALL_CLOCK_MOMENT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * A stated moment as an instant: `YYYY-MM-DDTHH:mm` is the practice's wall clock in `timeZone`
 * (what people say: "the 30th at 23:30"); a full ISO-8601 instant with `Z` or an offset is taken
 * as it is. Anything else is null.
 */
export function momentInstant(moment: string, timeZone: string): Date | null {
  const wall = WALL_CLOCK_MOMENT.exec(moment);
  if (wall) {
    const instant = zonedTimeToUtc(wall[1]!, wall[2]!, timeZone);
    return Number.isNaN(instant.getTime()) || zonedParts(instant, timeZone).date !== wall[1] ? null : instant;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(moment)) return null;
  const instant = new Date(moment);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
