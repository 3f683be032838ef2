import type { AuditEntry } from '../../shared/schemas/audit.js';
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

const cell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quoted always; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** A column's value: `changes` is the readable line (people by name); before/after keep the stored ids. */
const valueOf = (entry: AuditEntry, column: (typeof COLUMNS)[number]): unknown =>
  column === 'changes' ? changesText(entry) : entry[column];

/** The entries as CSV (RFC 4180, CRLF), one row each, with a header row. */
export function auditCsv(entries: AuditEntry[]): string {
  return (
    [
      COLUMNS.join(','),
      ...entries.map((entry) => COLUMNS.map((column) => cell(valueOf(entry, column))).join(',')),
    ].join('\r\n') + '\r\n'
  );
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
