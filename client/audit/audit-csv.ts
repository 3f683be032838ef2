import type { AuditEntry } from '../../shared/schemas/audit.js';
import { csvText } from '../../shared/csv.js';
import { changesText } from '../ui/describe-history-entry';

const COLUMNS = [
  'id',
  'at',
  'actor_user_id',
  'actor_name',
  'actor_board_id',
  'area',
  'action',
  'entity_id',
  'changes',
  'before',
  'after',
  'address',
] as const;

/** A column's value: `changes` is the readable line (people by name); before/after keep the stored ids. */
const valueOf = (entry: AuditEntry, column: (typeof COLUMNS)[number]): unknown =>
  column === 'changes' ? changesText(entry) : entry[column];

/** The entries as CSV (RFC 4180, CRLF), one row each, with a header row. */
export function auditCsv(entries: AuditEntry[]): string {
  return csvText(
    COLUMNS,
    entries.map((entry) => COLUMNS.map((column) => valueOf(entry, column))),
  );
}
