import { formatTime12 } from '../../shared/dates.js';
import { zonedParts } from '../../shared/zoned-time.js';
import { practiceTimeZone } from '../lib/practice-clock';
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

/** `12/15` of an ISO instant at the practice (whatever the device's zone), and its time `10:42 AM`. */
export function whenOf(at: string, timeZone = practiceTimeZone()): { day: string; time: string } {
  const { date, time } = zonedParts(new Date(at), timeZone);
  return { day: `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`, time: formatTime12(time) };
}
