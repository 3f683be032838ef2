import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { DayView } from './day-view';
import { useToday } from './use-today';

/** /add-event: today's schedule with the Add New Event modal open; closing it shows the schedule. */
export function AddEventPage() {
  const today = useToday();
  const navigate = useNavigate();
  return <DayView date={today} initialDialog={{ kind: 'add' }} onDialogClosed={() => navigate(paths.dailySchedule, { replace: true })} />;
}
