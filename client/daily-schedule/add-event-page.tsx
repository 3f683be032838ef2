import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { DayView } from './day-view';
import { usePracticeToday } from '../lib/practice-clock';

/** /add-event: today's schedule with the Add New Event modal open; closing it shows the schedule. */
export function AddEventPage() {
  const today = usePracticeToday();
  const navigate = useNavigate();
  return (
    <DayView
      date={today}
      initialDialog={{ kind: 'add' }}
      onDialogClosed={() => navigate(paths.dailySchedule, { replace: true })}
    />
  );
}
