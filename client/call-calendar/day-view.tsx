import { slotsOfDay, SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import { initialOf, isClosed, timeOffByType, useCallMonthStore } from './store';

/** One day of the read-only views: the call slots as initials (or NONE), time off by type, Closed. */
export function DayView({ date, timeOffClassName = 'cc-timeoff' }: { date: string; timeOffClassName?: string }) {
  const entry = useCallMonthStore((state) => state.entries[date]);
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const vacations = useCallMonthStore((state) => state.vacations);
  const closed = useCallMonthStore((state) => isClosed(state.closures, date));
  return (
    <>
      {closed && <div className="cc-closed">Office closed</div>}
      <dl className="cc-slots">
        {slotsOfDay(date).map((slot) => (
          <div key={slot} className="cc-slot">
            <dt>{SLOT_LABELS[slot]}</dt>
            <dd>{initialOf(surgeons, entry?.[slot])}</dd>
          </div>
        ))}
      </dl>
      {timeOffByType(vacations, date).map((group) => (
        <div key={group.type} className={timeOffClassName}>
          {group.type} {group.initials.join(', ')}
        </div>
      ))}
    </>
  );
}
