import { slotsOfDay, SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import { CoverageGap } from '../ui/coverage-gap';
import { gapsOn, initialOf, isClosed, timeOffByType, useCallMonthStore } from './store';

/** One day of the read-only views: the call slots as initials (an empty one as a gap), time off by type, Closed. */
export function DayView({ date, timeOffClassName = 'cc-timeoff' }: { date: string; timeOffClassName?: string }) {
  const entry = useCallMonthStore((state) => state.entries[date]);
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const vacations = useCallMonthStore((state) => state.vacations);
  const closed = useCallMonthStore((state) => isClosed(state.closures, date));
  const gaps = useCallMonthStore((state) => gapsOn(state.coverage, date));
  return (
    <>
      {closed && <div className="cc-closed">Office closed</div>}
      <dl className="cc-slots">
        {slotsOfDay(date).map((slot) => (
          <div key={slot} className={gaps.includes(slot) ? 'cc-slot cc-gap' : 'cc-slot'}>
            <dt>{SLOT_LABELS[slot]}</dt>
            <dd>
              {gaps.includes(slot) ? (
                <CoverageGap slot={slot} />
              ) : entry?.[slot] == null ? (
                // Not needed (a closed office's sessions): said quietly, never like a name.
                <span className="cc-not-needed">{closed ? 'closed' : 'none'}</span>
              ) : (
                initialOf(surgeons, entry[slot])
              )}
            </dd>
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
