import { DayView } from './day-view';
import { useToday } from './use-today';

/** /daily-schedule: today, rolling over to the new day (and its room) at midnight. */
export function DailySchedulePage() {
  const today = useToday();
  return <DayView date={today} />;
}
