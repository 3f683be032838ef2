import { DayView } from './day-view';
import { usePracticeToday } from '../lib/practice-clock';

/** /daily-schedule: today, rolling over to the new day (and its room) at midnight. */
export function DailySchedulePage() {
  const today = usePracticeToday();
  return <DayView date={today} />;
}
