import { formatTime12 } from '../../shared/dates.js';
import { zonedParts } from '../../shared/zoned-time.js';
import { formatPracticeInstant, practiceTimeZone } from '../lib/practice-clock';
import { AUDIT_PERSON_FIELDS, type AuditEntry } from '../../shared/schemas/audit.js';
import { changedFieldNames, changeText, fieldValueText } from '../../shared/audit-fields.js';

export type ValueLabel = (field: string, value: unknown) => string;

/** An ISO instant as stored (`2026-11-27T19:09:00.000Z`): shown at the practice's time, not UTC. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value in the screens' words: a role by name, an instant at the practice's time, the rest as stored values show. */
const plain: ValueLabel = (field, value) =>
  typeof value === 'string' && INSTANT.test(value)
    ? formatPracticeInstant(value, 'dateTime')
    : fieldValueText(field, value);

/** Person fields (surgeons, assistants, ...) by the names the entry carries, other values as they are. */
export const peopleLabel =
  (entry: AuditEntry): ValueLabel =>
  (field, value) => {
    if (!AUDIT_PERSON_FIELDS.includes(field)) return plain(field, value);
    const name = (id: unknown) => (typeof id === 'number' ? (entry.people?.[id]?.name ?? `#${id}`) : plain(field, id));
    if (Array.isArray(value)) return value.length > 0 ? value.map(name).join(', ') : 'none';
    return name(value);
  };

/** The changes as one line in the screens' words: "Start time 04:00 PM → 05:00 PM; S/O set" (the audit page, the CSV). */
export const changesText = (entry: AuditEntry): string => changedValues(entry).map(changeText).join('; ');

const ACTION_TEXT: Record<string, string> = { create: 'Added', archive: 'Deleted' };

/** A History line of a record: "Added", "Deleted", or its first four changes in the screens' words. */
export function describeRecordChange(entry: AuditEntry): string {
  if (ACTION_TEXT[entry.action]) return ACTION_TEXT[entry.action]!;
  const changes = changedValues(entry).map(changeText);
  return changes.slice(0, 4).join('; ') + (changes.length > 4 ? '; ...' : '') || 'No field changed';
}

/** `{ field, from, to }` for each field that differs between before and after (people by name). */
export function changedValues(
  entry: AuditEntry,
  label: ValueLabel = peopleLabel(entry),
): { field: string; from: string; to: string; raw: { from: unknown; to: unknown } }[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object') return [];
  return changedFieldNames(before, after).map((field) => ({
    field,
    from: label(field, before[field]),
    to: label(field, after[field]),
    raw: { from: before[field], to: after[field] },
  }));
}

/** `12/15` of an ISO instant at the practice (whatever the device's zone), and its time `10:42 AM`. */
export function whenOf(at: string, timeZone = practiceTimeZone()): { day: string; time: string } {
  const { date, time } = zonedParts(new Date(at), timeZone);
  return { day: `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`, time: formatTime12(time) };
}
