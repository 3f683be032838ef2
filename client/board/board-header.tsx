import { formatTime12, parseIsoDate } from '../../shared/dates.js';
import type { ScheduleDay } from '../daily-schedule/store';
import { CALL_SLOTS, SLOT_LABELS } from '../../shared/schemas/call-calendar.js';
import { HolidayMark } from '../ui/holiday-mark';
import { CoverageGap } from '../ui/coverage-gap';
import { callHolders } from './board-labels';

const slotOfRole = (role: string) => CALL_SLOTS.find((slot) => SLOT_LABELS[slot] === role);
import { BoardConnectionState } from './board-connection-state';
import type { BoardConnection } from './use-board-connection';

const longDate = (iso: string) =>
  parseIsoDate(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** The board's top: the day and clock, the connection, today's calls, block time and closures. */
export function BoardHeader({
  date,
  isToday,
  time,
  day,
  connection,
  timeZone,
}: {
  date: string;
  isToday: boolean;
  time: string;
  day: ScheduleDay | undefined;
  connection: BoardConnection;
  timeZone: string;
}) {
  return (
    <header className="board-header">
      <div className="board-title-row">
        <h1 className="board-date">
          {isToday ? 'Today' : 'Tomorrow'} · {longDate(date)}
        </h1>
        <span className="board-clock" aria-label="Time now">
          {formatTime12(time)}
        </span>
        <BoardConnectionState connection={connection} timeZone={timeZone} />
      </div>
      {day && (
        <div className="board-facts">
          <ul className="board-calls" aria-label="Call">
            {callHolders(day).map(({ role, name }) => {
              const slot = slotOfRole(role);
              const gap = slot && day.call?.uncovered.includes(slot);
              return (
                <li key={role}>
                  <span className="board-call-role">{role}</span> {gap ? <CoverageGap slot={slot} /> : (name ?? '—')}
                </li>
              );
            })}
          </ul>
          <ul className="board-blocks" aria-label="Block time">
            {day.call?.holiday && (
              <li>
                <HolidayMark name={day.call.holiday} />
              </li>
            )}
            {day.call?.closed && <li className="board-closed">Office closed</li>}
            {(day.block?.blocks ?? []).map((block) => (
              <li key={`${block.location}-${block.time}`}>{`${block.location} block ${block.time}`}</li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
}
