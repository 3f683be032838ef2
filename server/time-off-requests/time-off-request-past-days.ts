import { formatUsDate } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import type { TimeOffRequest } from '../../shared/schemas/time-off-requests.js';
import { hasBegun, PAST_DAY_REASON_MESSAGE } from '../../shared/time-off-removal.js';
import type { AuthUser } from '../auth/auth-user.js';
import { fieldError } from '../http/errors.js';

/**
 * The approved days of a request that have begun at the practice, which a cancellation would take
 * back: a physician may not (422 on `dates`: the past is not rewritten by its owner); a scheduler
 * may, with a reason (422 on `note` without one), which the audit entry keeps.
 */
export function pastDaysOf(today: string, actor: AuthUser, request: TimeOffRequest, note: string): string[] {
  if (request.state !== 'approved') return [];
  const begun = request.approved_dates.filter((date) => hasBegun(date, today));
  if (begun.length === 0) return begun;
  const days = begun.map(formatUsDate).join(', ');
  if (!can(actor.role, 'call-calendar.write')) {
    throw fieldError('dates', `Days that have begun (${days}) cannot be cancelled; a scheduler may remove them.`);
  }
  if (note === '') throw fieldError('note', PAST_DAY_REASON_MESSAGE);
  return begun;
}
