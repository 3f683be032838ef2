import { useEffect, useState } from 'react';
import { practiceContract } from '../../shared/contract/practice.js';
import { DEFAULT_LATE_GRACE_MINUTES } from '../../shared/case-tracking.js';
import { zonedParts } from '../../shared/zoned-time.js';
import { call } from './api-client';

/**
 * The practice's clock, the one clock of the client: "today", the current time and midnight
 * are read in the practice's time zone (told by the server), never the device's. The instant
 * is the server's: the device's clock corrected by how far it was from the server's when the
 * page loaded, so a wall board with a drifting clock, and a browser test of a portal started
 * at a stated moment, read the same now as the server. Until the server has answered, or if
 * it cannot, the device's own clock and zone stand in.
 */
let timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
let lateGraceMinutes = DEFAULT_LATE_GRACE_MINUTES;
let serverAheadMs = 0;

/** Asks the server once, before the first screen renders. */
export async function loadPracticeClock(): Promise<void> {
  try {
    const sentAt = Date.now();
    const clock = await call(practiceContract.clock);
    // The server read its clock about halfway through the round trip.
    serverAheadMs = Date.parse(clock.now) - (sentAt + Date.now()) / 2;
    timeZone = clock.timeZone;
    lateGraceMinutes = clock.lateGraceMinutes;
  } catch {
    // Offline, an error or an old server: the device's clock and zone, as before.
  }
}

export const practiceTimeZone = (): string => timeZone;
/** Minutes past its start a case may still be out of the room before the screens call it late. */
export const practiceLateGraceMinutes = (): number => lateGraceMinutes;
/** The current instant on the server's clock. */
export const practiceNow = (): Date => new Date(Date.now() + serverAheadMs);
/** `YYYY-MM-DD`: today at the practice. */
export const practiceToday = (): string => zonedParts(practiceNow(), timeZone).date;
/** `HH:mm`: the time of day at the practice. */
export const practiceTime = (): string => zonedParts(practiceNow(), timeZone).time;
/** The practice's current year. */
export const practiceYear = (): number => Number(practiceToday().slice(0, 4));

/**
 * Today at the practice, rolling over at the practice's midnight. Checked every 15 s as well
 * as at the expected midnight, so a sleeping laptop or a throttled tab catches up.
 */
export function usePracticeToday(): string {
  const [today, setToday] = useState(practiceToday);
  useEffect(() => {
    const check = () => setToday(practiceToday());
    check();
    const timeout = setTimeout(check, zonedParts(practiceNow(), timeZone).msToMidnight + 50);
    const interval = setInterval(check, 15_000);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [today]);
  return today;
}

const INSTANT_STYLES = {
  time: { hour: '2-digit', minute: '2-digit', hour12: true },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const instantFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * An instant shown at the practice's time, whatever the device's zone: `time` → `02:05 PM`,
 * `date` → `07/04/2025`, `dateTime` → `Jul 4, 2025, 2:05 PM`.
 */
export function formatPracticeInstant(iso: string, style: keyof typeof INSTANT_STYLES): string {
  const key = `${timeZone}|${style}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...INSTANT_STYLES[style] });
    instantFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/**
 * The practice's date and time of day, re-read every 15 s: the grid's "now" line, the time a
 * case's next step records and how long a status has lasted.
 */
export function usePracticeNow(): { date: string; time: string } {
  const read = () => {
    const { date, time } = zonedParts(practiceNow(), timeZone);
    return { date, time };
  };
  const [now, setNow] = useState(read);
  useEffect(() => {
    const tick = () =>
      setNow((held) => {
        const next = read();
        return next.date === held.date && next.time === held.time ? held : next;
      });
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
