import { MIDDAY } from '../../shared/schedule-times.js';
import { CaseStatusBadge } from '../case-tracking/case-status-badge';
import { caseStatusOf } from '../case-tracking/status';
import { useCaseProgress } from '../case-tracking/store';
import { practiceLateGraceMinutes } from '../lib/practice-clock';
import { locationClass, type GridBlock } from '../daily-schedule/grid-layout';
import { boardHours, cardTitle } from './board-labels';

/** The patient as this board may show them: full name where names are allowed, else initials. */
function patientOf(block: GridBlock): string {
  const item = block.item;
  if (!item) return '';
  const named = [item.patient_first_name, item.patient_last_name].filter(Boolean).join(' ');
  // Bare initials read like a surgeon's ("PN"): say whose they are.
  return named || (item.patient_initials ? `Pt ${item.patient_initials}` : '');
}

/** The hours a card stands for: an office half shows its own half of the office hours. */
function hoursOf(block: GridBlock, item: NonNullable<GridBlock['item']>): [string, string] {
  if (block.officeLabel === 'AM OFFICE') return [item.start_time, item.end_time < MIDDAY ? item.end_time : MIDDAY];
  if (block.officeLabel === 'PM OFFICE') return [item.start_time > MIDDAY ? item.start_time : MIDDAY, item.end_time];
  return [item.start_time, item.end_time];
}

/**
 * One block on the wall board, placed in percent of the window so the day fits the screen: its
 * title, then its times and, for a procedure, its status (once anything is recorded, or it is
 * late: on today's board (`now`) how long it has been in it, late or overrun, or when it ended),
 * then whose and where. The status follows the times so that it can never push them or the
 * title out of a short card. `overrunning`: the block runs on past its scheduled end to now.
 */
export function BoardCard({
  block,
  top,
  height,
  now,
  overrunning,
  surgeonOff,
}: {
  block: GridBlock;
  top: number;
  height: number;
  now: { date: string; time: string } | null;
  overrunning: boolean;
  /** The column's surgeon's time off today ("Sick"), if any: a case of theirs is flagged. */
  surgeonOff: string | undefined;
}) {
  const item = block.item;
  const progress = useCaseProgress(item?.id ?? 0);
  const status =
    block.kind === 'procedure' && item ? caseStatusOf(progress, item, now, practiceLateGraceMinutes()) : null;
  // A case with nothing recorded and not late says nothing more than its card: no word takes its title's room.
  const shown = status && (progress || status.late > 0) ? status : null;
  const colour = block.kind === 'procedure' ? locationClass(item?.event_location ?? null) : block.kind;
  const offFlag = block.kind === 'procedure' && item && surgeonOff ? `Off today: ${surgeonOff}` : null;
  const location = item?.event_location === 'others' ? item.event_location_text : item?.event_location;
  const style = {
    top: `${top}%`,
    height: `calc(${height}% - 3px)`,
    left: `calc(${(100 / block.lanes) * block.lane}% + 3px)`,
    width: `calc(${100 / block.lanes}% - 6px)`,
  };
  return (
    <div
      className={`board-card ${colour}${overrunning ? ' overrunning' : ''}${offFlag ? ' surgeon-off' : ''}`}
      style={style}
    >
      <div className="board-card-body">
        <strong className="board-card-title">{cardTitle(block)}</strong>
        {item && <span className="board-card-times">{boardHours(...hoursOf(block, item))}</span>}
        {offFlag && <span className="case-flag off">{offFlag}</span>}
        {shown && (
          <span className="board-card-status">
            <CaseStatusBadge status={shown} withTime flagsOnly={!progress} />
          </span>
        )}
        {item && (
          <span className="board-card-who">
            {block.kind === 'procedure' && patientOf(block) && ` · ${patientOf(block)}`}
            {location && ` · ${location}`}
            {item.surgeon_type === 'A' && ' (As.)'}
          </span>
        )}
      </div>
    </div>
  );
}
