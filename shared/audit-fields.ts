import { formatTime12, formatUsDate } from './dates.js';
import { MILESTONE_LABELS, type Milestone } from './case-tracking.js';
import { roleLabel } from './roles.js';
import type { AuditAction, AuditArea } from './schemas/audit.js';
import { SLOT_LABELS } from './schemas/call-calendar.js';

/**
 * Fields that change with every write and say nothing about what changed (versions, stamps,
 * what an undo or a side effect noted), and copies of a person's name or initials that change
 * with the person field they come from. History, the audit log and "changed since" skip them.
 */
export const NOT_A_CHANGE: ReadonlySet<string> = new Set([
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

/** A record's fields by name (none when it is not an object: an addition has no `before`). */
const fieldsOf = (record: unknown): Map<string, unknown> =>
  typeof record === 'object' && record !== null ? new Map(Object.entries(record)) : new Map();

/**
 * The fields whose values differ between two versions of a record, those that are not a change
 * left out: what History lists for an entry, and what an undo refused as "changed since" names.
 */
export function changedFieldNames(before: unknown, after: unknown): string[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  return [...new Set([...a.keys(), ...b.keys()])].filter(
    (field) => !NOT_A_CHANGE.has(field) && JSON.stringify(a.get(field)) !== JSON.stringify(b.get(field)),
  );
}

/** Each stored field as the screens label it ("start_time" is "Start time"). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...SLOT_LABELS,
  // rounds and the operative log
  room: 'Room',
  first_name: 'First Name',
  last_name: 'Last Name',
  age: 'A/G',
  mrn: 'MRN',
  diagnosis: 'Diagnosis',
  procedure: 'Procedure',
  notes: 'Notes',
  facility: 'Facility',
  so: 'S/O',
  dc: 'D/C',
  is_archived: 'Deleted',
  surgeon: 'Surgeon',
  assistant: 'Assistant',
  // schedule events
  purpose: 'Purpose',
  event_date: 'Date',
  start_time: 'Start time',
  end_time: 'End time',
  metting_q: 'Week of the month',
  metting_d: 'Weekday',
  event_note: 'Event Note',
  event_location: 'Event Location',
  event_location_text: 'Other location',
  surgeon_id: 'Surgeon',
  surgeon_deg: 'Assistant',
  patient_first_name: 'Patient First Name',
  patient_last_name: 'Patient Last Name',
  patient_mrn: 'Patient MRN',
  case_number: 'Case Number',
  // time off, office closures and hours, block time
  vacation_type: 'Type',
  vacation_dates: 'Dates',
  vacation_start_date: 'Start date',
  vacation_end_date: 'End date',
  effective_date_start: 'Effective start date',
  note: 'Note',
  am: 'AM hours',
  pm: 'PM hours',
  locations: 'Blocks',
  checkboxStates: 'Ticks',
  // users
  name: 'Name',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  is_active: 'Active',
};

/** Ticked/unticked fields, said in words ("S/O set") rather than "0 → 1": [when on, when off]. */
const FLAGS: Readonly<Record<string, readonly [string, string]>> = {
  so: ['S/O set', 'S/O cleared'],
  dc: ['D/C set', 'D/C cleared'],
  is_archived: ['Deleted', 'Restored'],
  is_active: ['Activated', 'Deactivated'],
};

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field.replace(/_/g, ' ');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** A stored value as the screens show it: dates MM/DD/YYYY, times 04:00 PM, blank as "none". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'string' && DATE.test(value)) return formatUsDate(value);
  if (typeof value === 'string' && TIME.test(value)) return formatTime12(value);
  if (Array.isArray(value)) {
    // A list of records (a case's milestones) is one change, not "changed, changed, …".
    if (value.some((item) => typeof item === 'object' && item !== null)) return 'changed';
    return value.length > 0 ? value.map(valueText).join(', ') : 'none';
  }
  if (typeof value === 'object') {
    const range = value as { start_time?: unknown; end_time?: unknown };
    if (typeof range.start_time === 'string' && typeof range.end_time === 'string')
      return `${formatTime12(range.start_time)}–${formatTime12(range.end_time)}`;
    return 'changed';
  }
  return String(value);
}

/** One change in the screens' words: "Start time 04:00 PM → 05:00 PM", "S/O set", "Blocks changed". */
export function changeText(change: { field: string; from: string; to: string; raw?: { to: unknown } }): string {
  const label = fieldLabel(change.field);
  const flag = FLAGS[change.field];
  if (flag && change.raw) return truthy(change.raw.to) ? flag[0] : flag[1];
  if (change.from === 'changed' || change.to === 'changed') return `${label} changed`;
  return `${label} ${change.from} → ${change.to}`;
}

const truthy = (value: unknown) => value === 1 || value === true || value === '1';

/** The audited areas as the screens name them (the audit page's Area filter and column). */
export const AREA_LABELS: Readonly<Record<AuditArea, string>> = {
  users: 'Users',
  sessions: 'Sign-ins',
  messages: 'Messages',
  rounds: 'Hospital rounds',
  'operative-log': 'Operative log',
  'daily-schedule': 'Daily schedule',
  'surgeon-order': 'Surgeon order',
  'call-calendar': 'Call calendar',
  'time-off': 'Time off',
  'office-closures': 'Office closures',
  'office-hours': 'Office hours',
  'block-time': 'Block time',
  boards: 'Boards',
  'calendar-feed': 'Calendar feed',
  'case-tracking': 'Case tracking',
  'call-requests': 'Call requests',
  'time-off-requests': 'Time-off requests',
  holidays: 'Practice holidays',
  'call-suggestions': 'Suggested fill',
  'call-preferences': 'Call preferences',
  'push-subscriptions': 'Notification devices',
  pages: 'Pages',
};

/** An area in words; a stored area no longer listed stays as it was stored. */
export const areaLabel = (area: string): string => (AREA_LABELS as Record<string, string>)[area] ?? area;

/** What an entry did, in words (the audit page's Action column). */
export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Added',
  update: 'Changed',
  archive: 'Deleted',
  'remove-date': 'Removed a date',
  remove: 'Removed',
  'turn-off': 'Turned off',
  revoke: 'Revoked',
  save: 'Saved',
  send: 'Sent',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'session-ended': 'Session ended',
  view: 'Viewed',
  'view-own': 'Viewed own cases',
  'search-name': 'Searched by name',
  'search-date': 'Searched by date',
  undo: 'Undone',
  'accept-fill': 'Accepted a suggested fill',
  acknowledge: 'Acknowledged',
};

/** An action in words; a stored action no longer listed stays as it was stored. */
export const actionLabel = (action: string): string => (ACTION_LABELS as Record<string, string>)[action] ?? action;

/** A stored value of `field` as the screens show it: a role by its name ("Physician"), else as valueText. */
export function fieldValueText(field: string, value: unknown): string {
  if (field === 'role' && typeof value === 'number') return roleLabel(value);
  if (SLOT_FIELDS.has(field) && typeof value === 'string' && value in SLOT_LABELS)
    return SLOT_LABELS[value as keyof typeof SLOT_LABELS];
  if (field === 'step' && typeof value === 'string' && value in MILESTONE_LABELS)
    return MILESTONE_LABELS[value as Milestone];
  return valueText(value);
}

/** Fields holding a call slot's key (`surgeon_2nd`), shown by its label (`2nd`). */
const SLOT_FIELDS: ReadonlySet<string> = new Set(['slot', 'return_slot']);

/** A record id as the audit page shows it: a date (a call day's id) as MM/DD/YYYY, others as stored. */
export const recordIdText = (id: string | null): string => (id === null ? '' : DATE.test(id) ? formatUsDate(id) : id);
