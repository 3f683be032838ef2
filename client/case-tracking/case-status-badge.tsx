import type { CaseStatus } from './status';
import { formatMinutes } from './status';
import './case-tracking.css';

/**
 * A case's status as a word in its colour, with what else is true of it (late, overrun,
 * delayed) as words too. `withTime` adds how long it has been in this status.
 */
export function CaseStatusBadge({ status, withTime = false }: { status: CaseStatus; withTime?: boolean }) {
  return (
    <span className="case-status-line">
      <span className={`case-status tone-${status.tone}`}>
        <span className="case-status-word">{status.word}</span>
        {withTime && status.minutes !== null && (
          <span className="case-status-time"> · {formatMinutes(status.minutes)}</span>
        )}
      </span>
      {status.late > 0 && <span className="case-flag late">Late {status.late} min</span>}
      {status.overrun > 0 && <span className="case-flag overrun">Overrun {status.overrun} min</span>}
      {status.delayed && <span className="case-flag delayed">Delayed</span>}
    </span>
  );
}
