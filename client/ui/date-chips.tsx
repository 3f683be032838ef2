import { Link } from 'react-router-dom';
import { formatMonthDay } from '../../shared/dates.js';
import { usePracticeToday } from '../lib/practice-clock';
import { todayMark } from './today-mark';

/** A row of date chips (MM/DD), each a link built by `hrefFor`. */
export function DateChips({
  dates,
  hrefFor,
  label,
}: {
  dates: string[];
  hrefFor: (date: string) => string;
  label: string;
}) {
  const today = usePracticeToday();
  return (
    <nav className="date-chips" aria-label={label}>
      {dates.map((date) => (
        <Link
          key={date}
          className={`chip ${todayMark(date, today).className}`}
          title={todayMark(date, today).title}
          to={hrefFor(date)}
        >
          {formatMonthDay(date)}
        </Link>
      ))}
    </nav>
  );
}
