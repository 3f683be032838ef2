import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { addDays, dayStripStart, formatMonthDay } from '../../shared/dates.js';
import { paths, withDate } from '../lib/paths';
import { usePracticeToday } from '../lib/practice-clock';
import { todayMark } from '../ui/today-mark';

const WIDE = '(min-width: 1200px)';
const MEDIUM = '(min-width: 700px)';

/** Spec §9: 15 days per page on large screens, 6 on medium, 2 on small. */
function pageSizeNow(): number {
  if (window.matchMedia(WIDE).matches) return 15;
  return window.matchMedia(MEDIUM).matches ? 6 : 2;
}

function subscribe(onChange: () => void) {
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

export function useStripPageSize(): number {
  return useSyncExternalStore(subscribe, pageSizeNow);
}

/** The page of the month that holds `date` (as the home strip pages it). */
function firstShown(date: string, size: number): string {
  const firstOfMonth = `${date.slice(0, 8)}01`;
  return addDays(firstOfMonth, dayStripStart(date, size));
}

/**
 * A strip of day chips with previous/next arrows. The arrows page on into the previous and
 * next months without limit.
 */
export function DayStrip({ date }: { date: string }) {
  const size = useStripPageSize();
  return <PagedDays key={`${date}/${size}`} date={date} size={size} />;
}

function PagedDays({ date, size }: { date: string; size: number }) {
  const [start, setStart] = useState(() => firstShown(date, size));
  const today = usePracticeToday();
  const days = Array.from({ length: size }, (_, index) => addDays(start, index));
  return (
    <div className="paged-strip day-strip no-print">
      <button
        type="button"
        className="arrow"
        aria-label="Previous days"
        onClick={() => setStart(addDays(start, -size))}
      >
        ‹
      </button>
      <nav className="date-chips" aria-label="Days">
        {days.map((day) => (
          <Link
            key={day}
            className={`${day === date ? 'chip current' : 'chip'} ${todayMark(day, today).className}`}
            title={todayMark(day, today).title}
            aria-current={day === date ? 'date' : undefined}
            to={withDate(paths.dailyScheduleByDate, day)}
          >
            {formatMonthDay(day)}
          </Link>
        ))}
      </nav>
      <button type="button" className="arrow" aria-label="Next days" onClick={() => setStart(addDays(start, size))}>
        ›
      </button>
    </div>
  );
}
