import { Link } from 'react-router-dom';
import { formatMonthDay, formatTime12 } from '../../shared/dates.js';
import type { TimeOffPreview } from '../../shared/schemas/time-off-requests.js';
import { paths, withDate } from '../lib/paths';

/** The cases booked on the days ("12/01 07:30 AM – 09:00 AM"), each linked to its day's schedule; nothing when none. */
export function BookedCases({ cases, label }: { cases: TimeOffPreview['booked_cases']; label: string }) {
  if (cases.length === 0) return null;
  return (
    <ul aria-label={label}>
      {cases.map((booked) => (
        <li key={`${booked.date}/${booked.start_time}`}>
          <Link to={withDate(paths.dailyScheduleByDate, booked.date)}>
            {formatMonthDay(booked.date)} {formatTime12(booked.start_time)} – {formatTime12(booked.end_time)}
          </Link>{' '}
          booked case
        </li>
      ))}
    </ul>
  );
}
