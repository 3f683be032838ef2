import { useEffect, useState } from 'react';
import { zonedNow } from '../../shared/zoned-time.js';
import { practiceNow } from '../lib/practice-clock';

const TICK_MS = 10_000;

/**
 * The practice's date and time of day (its zone and instant, from the server), re-read every few seconds:
 * the "now" line moves and the board rolls over to the new day at the practice's midnight.
 */
export function useBoardClock(timeZone: string): ReturnType<typeof zonedNow> {
  const [now, setNow] = useState(() => zonedNow(timeZone, practiceNow()));
  useEffect(() => {
    const tick = () =>
      setNow((held) => {
        const next = zonedNow(timeZone, practiceNow());
        return next.date === held.date && next.time === held.time ? held : next;
      });
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}
