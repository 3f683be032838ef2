import { can } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { TimeOffRequest, TimeOffRequestSummary } from '../../shared/schemas/time-off-requests.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { findTimeOffRequest } from './time-off-requests.repository.js';

/**
 * Who sees a time-off request's type and note (issue 30): the surgeon it is for, whoever asked for
 * it, and those who decide on requests (call-calendar.write: schedulers and administrators).
 * Everyone else sees when and whose, never why.
 */
export function mayReadTimeOffDetails(
  viewer: Pick<AuthUser, 'id' | 'role'>,
  request: { surgeon: { id: number } },
  authorId: number | null,
): boolean {
  return can(viewer.role, 'call-calendar.write') || viewer.id === request.surgeon.id || viewer.id === authorId;
}

/** The request as everyone may see it: built field by field, so nothing private rides along. */
export function summaryOf(request: TimeOffRequest): TimeOffRequestSummary {
  return {
    id: request.id,
    surgeon: request.surgeon,
    start_date: request.start_date,
    end_date: request.end_date,
    state: request.state,
    approved_dates: request.approved_dates,
    late_notice: request.late_notice,
    decided_by: request.decided_by,
    time_off_id: request.time_off_id,
    created_at: request.created_at,
    updated_at: request.updated_at,
    version: request.version,
  };
}

/** Fields of a request's audit entries that only its readers see (decision notes and the time off it made too). */
const PRIVATE_ENTRY_FIELDS = new Set(['vacation_type', 'note', 'note_on_decision', 'reason', 'time_off']);

function withoutPrivate(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !PRIVATE_ENTRY_FIELDS.has(key)));
}

/** A request's History as the viewer may read it: whole for its readers, without type and notes for others. */
export async function timeOffRequestHistoryFor(
  db: Db,
  viewer: AuthUser,
  entityId: string,
  entries: AuditEntry[],
): Promise<AuditEntry[]> {
  const found = /^\d+$/.test(entityId) ? await findTimeOffRequest(db, Number(entityId)) : undefined;
  if (found && mayReadTimeOffDetails(viewer, found.request, found.authorId)) return entries;
  return entries.map((entry) => ({
    ...entry,
    before: withoutPrivate(entry.before),
    after: withoutPrivate(entry.after),
  }));
}
