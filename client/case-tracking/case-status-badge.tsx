import { formatTime12 } from '../../shared/dates.js';
import type { CaseStatus } from './status';
import { formatMinutes } from './status';
import './case-tracking.css';

/** What `withTime` adds to the word: when a case that is over ended ("Done 10:03 AM"), else how long it has been in it. */
function statusTime(status: CaseStatus): string | null {
  const over = status.tone === 'done' || status.tone === 'cancelled';
  if (over) return status.since && ` ${formatTime12(status.since)}`;
  return status.minutes === null ? null : ` · ${formatMinutes(status.minutes)}`;
}

/**
 * A case's status as a word in its colour, with what else is true of it (late, overrun,
 * delayed) as words too. `withTime` adds how long it has been in this status, or for a case that
 * is over the time it ended; `flagsOnly` leaves the word out where the place says it (a late
 * case on the board is plainly not started).
 */
export function CaseStatusBadge({
  status,
  withTime = false,
  flagsOnly = false,
}: {
  status: CaseStatus;
  withTime?: boolean;
  flagsOnly?: boolean;
}) {
  const time = withTime ? statusTime(status) : null;
  return (
    <span className="case-status-line">
      {!flagsOnly && (
        <span className={`case-status tone-${status.tone}`}>
          <span className="case-status-word">{status.word}</span>
          {time && <span className="case-status-time">{time}</span>}
        </span>
      )}
      {status.late > 0 && <span className="case-flag late">Late {status.late} min</span>}
      {status.overrun > 0 && <span className="case-flag overrun">Overrun {status.overrun} min</span>}
      {status.delayed && <span className="case-flag delayed">Delayed</span>}
    </span>
  );
}
