import type { ReactNode } from 'react';
import { slotsOfDay, SLOT_LABELS, type CallSlot } from '../../shared/schemas/call-calendar.js';
import { CoverageGap } from '../ui/coverage-gap';
import { HolidayMark } from '../ui/holiday-mark';
import { gapsOn, initialOf, isClosed, timeOffByType, useCallMonthStore } from './store';

/** One call cell, as the calendar hands it to an addon composed in by the app (e.g. call requests). */
export interface CallCell {
  date: string;
  slot: CallSlot;
  holder: number | null;
  gap: boolean;
  /** The day has been planned (saved): an unplanned month's empty slots are not yet gaps to fill. */
  planned: boolean;
}
export type CellAddon = (cell: CallCell) => ReactNode;

/** One day of the read-only views: the holiday, the call slots as initials (an empty one as a gap), time off by type, Closed. */
export function DayView({
  date,
  timeOffClassName = 'cc-timeoff',
  slotAddon,
}: {
  date: string;
  timeOffClassName?: string;
  slotAddon?: CellAddon;
}) {
  const entry = useCallMonthStore((state) => state.entries[date]);
  const surgeons = useCallMonthStore((state) => state.surgeons);
  const vacations = useCallMonthStore((state) => state.vacations);
  const closed = useCallMonthStore((state) => isClosed(state.closures, date));
  const holiday = useCallMonthStore((state) => state.holidays[date]);
  const gaps = useCallMonthStore((state) => gapsOn(state.coverage, date));
  return (
    <>
      {holiday && <HolidayMark name={holiday} compact />}
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
                <span className="cc-not-needed">{closed ? 'closed' : holiday ? 'holiday' : 'none'}</span>
              ) : (
                initialOf(surgeons, entry[slot])
              )}
              {slotAddon?.({
                date,
                slot,
                holder: entry?.[slot] ?? null,
                gap: gaps.includes(slot),
                planned: entry !== undefined,
              })}
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
