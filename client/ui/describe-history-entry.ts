import { formatTime12 } from '../../shared/dates.js';
import { AUDIT_PERSON_FIELDS, type AuditEntry } from '../../shared/schemas/audit.js';

/**
 * Fields that change with every write and say nothing about what changed, and copies of a
 * person's name and initials that change with the person field they come from.
 */
const BOOKKEEPING = new Set([
  'version',
  'updated_at',
  'update_by',
  'updated_by',
  'updated_on',
  'created_at',
  'undo_of',
  'cleared_calls',
  'surgeon_initial',
  'assistant_initial',
  'surgeon_name',
  'assistant_name',
]);

export type ValueLabel = (field: string, value: unknown) => string;

const plain: ValueLabel = (_field, value) =>
  value === null || value === undefined || value === ''
    ? 'none'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** Person fields (surgeons, assistants, ...) by the names the entry carries, other values as they are. */
export const peopleLabel =
  (entry: AuditEntry): ValueLabel =>
  (field, value) => {
    if (!AUDIT_PERSON_FIELDS.includes(field)) return plain(field, value);
    const name = (id: unknown) => (typeof id === 'number' ? (entry.people?.[id]?.name ?? `#${id}`) : plain(field, id));
    if (Array.isArray(value)) return value.length > 0 ? value.map(name).join(', ') : 'none';
    return name(value);
  };

/** The changes as one line: `field: old → new; ...`, people by name (the audit page, the CSV). */
export const changesText = (entry: AuditEntry): string =>
  changedValues(entry)
    .map((change) => `${change.field}: ${change.from} → ${change.to}`)
    .join('; ');

/** `field: old → new` for each field that differs between before and after (people by name). */
export function changedValues(
  entry: AuditEntry,
  label: ValueLabel = peopleLabel(entry),
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
