import { useState } from 'react';
import { Link } from 'react-router-dom';
import { todayMark } from './today-mark';
import { addDays, formatMonthDay } from '../../shared/dates.js';

/**
 * A strip of `count` day links ending on today, with arrows that page back as far as needed
 * and forward never past today. `newestFirst` puts the latest day on the left (the earlier-days
 * arrow then stands on the right, beside the oldest day).
 */
export function DayWindowStrip({
  today,
  hrefFor,
  label,
  newestFirst = false,
  count = 7,
  current,
}: {
  today: string;
  hrefFor: (date: string) => string;
  label: string;
  newestFirst?: boolean;
  count?: number;
  current?: string | null;
}) {
  const [end, setEnd] = useState(today);
  const days = Array.from({ length: count }, (_, index) => addDays(end, -(count - 1 - index)));
  const shown = newestFirst ? [...days].reverse() : days;
  const later = addDays(end, count) > today ? today : addDays(end, count);
  const earlierButton = (
    <button type="button" className="arrow" aria-label="Earlier days" onClick={() => setEnd(addDays(end, -count))}>
      {newestFirst ? '›' : '‹'}
    </button>
  );
  const laterButton = (
    <button
      type="button"
      className="arrow"
      aria-label="Later days"
      disabled={end >= today}
      onClick={() => setEnd(later)}
    >
      {newestFirst ? '‹' : '›'}
    </button>
  );
  return (
    <div className="paged-strip">
      {newestFirst ? laterButton : earlierButton}
      <nav className="date-chips" aria-label={label}>
        {shown.map((date) => (
          <Link
            key={date}
            className={`${date === current ? 'chip active' : 'chip'} ${todayMark(date, today).className}`}
            title={todayMark(date, today).title}
            to={hrefFor(date)}
            aria-current={date === current ? 'page' : undefined}
          >
            {formatMonthDay(date)}
          </Link>
        ))}
      </nav>
      {newestFirst ? earlierButton : laterButton}
    </div>
  );
}
