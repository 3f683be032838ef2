import { Link, useSearchParams } from 'react-router-dom';
import { addMonths, monthOf, monthTitle, normalizeMonth } from '../../shared/dates.js';
import { practiceToday } from '../lib/practice-clock';
import { can } from '../../shared/roles.js';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { TopBar } from '../ui/top-bar';
import { StaleDataNotice } from '../ui/connection-state';
import { BlockTimeTable } from './block-time-table';
import { useBlockTimeStore } from './store';
import './block-time.css';

/** /block-calender[?month=YYYY-MM]: the month's blocks, read-only, live; prints on one A4 landscape page. */
export function BlockCalendarPage() {
  const [params, setParams] = useSearchParams();
  const month = normalizeMonth(params.get('month') ?? '') ?? monthOf(practiceToday());
  const role = useSession((state) => state.user?.role);
  const effective = useBlockTimeStore((state) => state.effectiveDates[0]?.formatted_date);

  return (
    <>
      <TopBar>
        <button type="button" className="button secondary" onClick={() => window.print()}>
          Print
        </button>
        {can(role, 'block-time.write') && (
          <Link className="button primary" to={`${paths.editBlockCalendar}?month=${month}`}>
            Edit
          </Link>
        )}
      </TopBar>
      <main className="page block-page">
        <StaleDataNotice />
        <div className="page-heading">
          <div className="block-title">
            <button
              type="button"
              className="arrow no-print"
              aria-label="Previous month"
              onClick={() => setParams({ month: addMonths(month, -1) })}
            >
              ‹
            </button>
            <h1>Block Time Calendar — {monthTitle(month)}</h1>
            <button
              type="button"
              className="arrow no-print"
              aria-label="Next month"
              onClick={() => setParams({ month: addMonths(month, 1) })}
            >
              ›
            </button>
          </div>
          <p className="effective-line">Effective Start Date: {effective ?? 'not set'}</p>
        </div>
        <BlockTimeTable month={month} />
      </main>
    </>
  );
}
