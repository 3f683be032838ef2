import { useEffect, useState } from 'react';
import { pad2 } from '../../shared/dates.js';

const nowTime = () => {
  const now = new Date();
  return `${pad2(now.getHours())}:${pad2(now.getMinutes())}`;
};

/** The time of day (HH:mm, the browser's zone like useToday), re-read every 20 s: the grid's "now" line. */
export function useNowTime(): string {
  const [time, setTime] = useState(nowTime);
  useEffect(() => {
    const timer = setInterval(() => setTime(nowTime()), 20_000);
    return () => clearInterval(timer);
  }, []);
  return time;
}
