import { useSearchParams } from 'react-router-dom';
import { normalizeDate } from '../../shared/dates.js';
import { TopBar } from '../ui/top-bar';
import { DayView } from './day-view';
import './daily-schedule.css';

/** /daily-schedule-search-by-date?date=YYYY-MM-DD ('No Date Selected' without a date). */
export function ScheduleByDatePage() {
  const [params] = useSearchParams();
  const date = normalizeDate(params.get('date') ?? '');
  if (!date) {
    return (
      <>
        <TopBar />
        <main className="page schedule-page">
          <h1>Daily Surgery Schedule</h1>
          <p className="empty-day">No Date Selected</p>
        </main>
      </>
    );
  }
  return <DayView key={date} date={date} />;
}
