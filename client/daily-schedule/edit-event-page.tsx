import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, withDate } from '../lib/paths';
import { TopBar } from '../ui/top-bar';
import { scheduleApi } from './api';
import { DayView } from './day-view';

/** /edit-event/{id}: the event's day with the Edit Event dialog open. */
export function EditEventPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [date, setDate] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    scheduleApi
      .get(id)
      .then((record) => setDate(record.event_date))
      .catch(() => setMissing(true));
  }, [id]);
  if (missing) {
    return (
      <>
        <TopBar />
        <main className="page">
          <p className="banner error" role="alert">
            This event no longer exists.
          </p>
        </main>
      </>
    );
  }
  if (!date)
    return (
      <p className="page-loading" role="status">
        Loading...
      </p>
    );
  return (
    <DayView
      date={date}
      initialDialog={{ kind: 'edit', id }}
      onDialogClosed={() => navigate(withDate(paths.dailyScheduleByDate, date), { replace: true })}
    />
  );
}
