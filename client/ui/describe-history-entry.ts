import { formatTime12 } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';

/** Fields that change with every write and say nothing about what changed. */
const BOOKKEEPING = new Set([
  'version',
  'updated_at',
  'update_by',
  'updated_by',
  'updated_on',
  'created_at',
  'undo_of',
  'cleared_calls',
]);

export type ValueLabel = (field: string, value: unknown) => string;

const plain: ValueLabel = (_field, value) =>
  value === null || value === undefined || value === ''
    ? 'none'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** `field: old → new` for each field that differs between before and after. */
export function changedValues(
  entry: AuditEntry,
  label: ValueLabel = plain,
): { field: string; from: string; to: string }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object') return [];
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => !BOOKKEEPING.has(field) && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, from: label(field, before[field]), to: label(field, after[field]) }));
}

/** `12/15` of an ISO instant in the browser's (the practice's) zone, and its time `10:42 AM`. */
export function whenOf(at: string): { day: string; time: string } {
  const date = new Date(at);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return { day: `${date.getMonth() + 1}/${date.getDate()}`, time: formatTime12(time) };
}
