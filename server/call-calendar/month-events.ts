import { monthOf } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import type { ServiceDeps } from '../service-deps.js';
import { callCounts, vacationStatus } from './counters.repository.js';

/** Every `YYYY-MM` the dates fall in. */
export const monthsOf = (dates: Iterable<string>): string[] => [...new Set([...dates].map(monthOf))].sort();

const monthRoomsAround = (year: number): string[] =>
  [year - 1, year, year + 1].flatMap((y) => Array.from({ length: 12 }, (_, index) => rooms.month(`${y}-${String(index + 1).padStart(2, '0')}`)));

/**
 * After a commit that changed calls or time off in `years`: pushes each year's counters
 * (calls Jan 1–Dec 31 and vacation) to the month rooms of that year and the years beside it,
 * since the panels of any open month may show that year (they default to the current year).
 */
export async function publishCounters({ db, publisher }: ServiceDeps, dates: Iterable<string>): Promise<void> {
  const years = [...new Set([...dates].map((date) => Number(date.slice(0, 4))))];
  for (const year of years) {
    const [calls, vacations] = await Promise.all([callCounts(db, `${year}-01-01`, `${year}-12-31`), vacationStatus(db, year)]);
    publisher.publish(monthRoomsAround(year), 'call-counters:changed', { year, calls, vacations });
  }
}
