import { Link } from 'react-router-dom';
import { formatMonthDay } from '../../shared/dates.js';

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
  return (
    <nav className="date-chips" aria-label={label}>
      {dates.map((date) => (
        <Link key={date} className="chip" to={hrefFor(date)}>
          {formatMonthDay(date)}
        </Link>
      ))}
    </nav>
  );
}
