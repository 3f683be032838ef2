import { useEffect, useState } from 'react';
import { practiceTime } from '../lib/practice-clock';

/** The time of day at the practice (HH:mm), re-read every 20 s: the grid's "now" line. */
export function useNowTime(): string {
  const [time, setTime] = useState(practiceTime);
  useEffect(() => {
    const timer = setInterval(() => setTime(practiceTime()), 20_000);
    return () => clearInterval(timer);
  }, []);
  return time;
}
