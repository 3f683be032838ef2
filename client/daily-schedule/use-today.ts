import { useEffect, useState } from 'react';
import { todayIso } from '../../shared/dates.js';

/**
 * Today in the browser's time zone (the practice's), rolling over at midnight. Checked every
 * 15 s as well as at the expected midnight, so a sleeping laptop or throttled tab catches up.
 */
export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    const check = () => setToday(todayIso());
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
    const timeout = setTimeout(check, midnight + 50);
    const interval = setInterval(check, 15_000);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [today]);
  return today;
}
