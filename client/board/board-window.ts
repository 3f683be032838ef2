import { pad2 } from '../../shared/dates.js';

const DAY_END = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** An end time in minutes of the day: the grid's closing 00:00 is midnight, the day's end. */
const endMinutesOf = (time: string) => (time === '00:00' ? DAY_END : minutesOf(time));
const timeOf = (minutes: number) => (minutes >= DAY_END ? '00:00' : `${pad2(Math.floor(minutes / 60))}:00`);

/**
 * The hours today's board shows: its set window, moved on with the clock (keeping its length,
 * so its rows keep their height) whenever the hour now or the whole next hour would fall outside
 * it: at 19:22 a board set to 06:00–19:00 shows 08:00–21:00, the cases before counted as
 * "+N earlier". Tomorrow's board (`now` null) and the hours after midnight, which the grid does
 * not hold, keep the set window.
 */
export function boardWindow(start: string, end: string, now: string | null): { start: string; end: string } {
  if (now === null || minutesOf(now) < 5 * 60) return { start, end };
  const [from, to] = [minutesOf(start), endMinutesOf(end)];
  const hourNow = Math.floor(minutesOf(now) / 60) * 60;
  const nextHourEnd = Math.min(Math.ceil((minutesOf(now) + 60) / 60) * 60, DAY_END);
  if (nextHourEnd > to) return { start: timeOf(nextHourEnd - (to - from)), end: timeOf(nextHourEnd) };
  if (hourNow < from) return { start: timeOf(hourNow), end: timeOf(hourNow + (to - from)) };
  return { start, end };
}
