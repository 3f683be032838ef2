import { can } from '../../shared/roles.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';
import type { HistoryView } from '../audit/histories.js';

const surgeonOf = (side: unknown): number | undefined =>
  side !== null && typeof side === 'object' && 'surgeon_id' in side && typeof side.surgeon_id === 'number'
    ? side.surgeon_id
    : undefined;

const withoutReason = (side: unknown): unknown => {
  if (side === null || typeof side !== 'object' || !('reason' in side)) return side;
  const { reason: _reason, ...rest } = side;
  return rest;
};

/**
 * Time-off entries as History shows them (a record's own, and those a call-calendar day gathers):
 * the reason a scheduler gave for removing a day that had begun is for schedulers and the surgeon
 * it concerns, like a time-off request's note (issue 30). The days and the type stay: the calendar
 * shows them to everyone (spec: the CME block).
 */
export const timeOffHistoryView: HistoryView = async (_db, viewer, _entityId, entries) =>
  entries.map((entry): AuditEntry => {
    if (entry.area !== 'time-off' || can(viewer.role, 'call-calendar.write')) return entry;
    if ((surgeonOf(entry.before) ?? surgeonOf(entry.after)) === viewer.id) return entry;
    return { ...entry, before: withoutReason(entry.before), after: withoutReason(entry.after) };
  });
