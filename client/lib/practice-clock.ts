import { useEffect, useState } from 'react';
import type { PracticeClock } from '../../shared/schemas/practice.js';
import { zonedParts } from '../../shared/zoned-time.js';

/**
 * The practice's clock, the one clock of the client: "today", the current time and midnight
 * are read in the practice's time zone (told by the server), never the device's. The instant
 * is the device's own (browser tests fake it); until the server has answered, or if it
 * cannot, the device's zone stands in.
 */
let timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Asks the server once, before the first screen renders. */
export async function loadPracticeClock(): Promise<void> {
  try {
    const response = await fetch('/api/practice', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const clock = (await response.json()) as PracticeClock;
    timeZone = clock.timeZone;
  } catch {
    // Offline or an old server: the device's clock and zone, as before.
  }
}

export const practiceTimeZone = (): string => timeZone;
/** The current instant (one place to correct the device's clock, should that ever be needed). */
export const practiceNow = (): Date => new Date();
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
