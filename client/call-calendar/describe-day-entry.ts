import { formatMonthDay, formatTime12 } from '../../shared/dates.js';
import type { AuditEntry } from '../../shared/schemas/audit.js';

type TimeOffSide = {
  vacation_type?: string;
  vacation_dates?: string[];
  user?: { name?: string };
  /** Why a day that had begun was removed (only its readers get it: schedulers and the surgeon). */
  reason?: string;
} | null;

/**
 * A time-off entry on a day's History: "Time off (CME.) for Michael Chen removed", "… removed: Worked
 * that day" (a begun day, with its reason), "… added (04/09–04/11)".
 */
function describeTimeOff(entry: AuditEntry): string {
  const before = entry.before as TimeOffSide;
  const after = entry.after as TimeOffSide;
  const record = before ?? after;
  const who = `Time off (${record?.vacation_type ?? '?'}) for ${record?.user?.name ?? 'a surgeon'}`;
  // The line sits in the day's History: the day goes without saying, the rest of a longer absence does not.
  if (entry.action === 'remove-date') return `${who} removed${after?.reason ? `: ${after.reason}` : ''}`;
  const dates = (after?.vacation_dates ?? []).filter((date) => !(before?.vacation_dates ?? []).includes(date));
  const span = `${formatMonthDay(dates[0] ?? '')}–${formatMonthDay(dates[dates.length - 1] ?? '')}`;
  return `${who} added${dates.length > 1 ? ` (${span})` : ''}`;
}

type HoursSide = Record<'am' | 'pm', { start_time: string; end_time: string }> | null;

/** An office-hours entry: "PM office hours from this day: 12:00 PM–06:00 PM → 01:00 PM–05:00 PM". */
function describeOfficeHours(entry: AuditEntry): string {
  const period = (entry.entity_id ?? '').startsWith('AM') ? 'am' : 'pm';
  const hours = (side: unknown) => {
    const value = (side as HoursSide)?.[period];
    return value ? `${formatTime12(value.start_time)}–${formatTime12(value.end_time)}` : 'none';
  };
  return `${period.toUpperCase()} office hours from this day: ${hours(entry.before)} → ${hours(entry.after)}`;
}

/**
 * A day's History line for an entry of time off, an office closure or office hours (null for other areas), in
 * the words of the screens that add and remove them.
 */
export function describeDayEntry(entry: AuditEntry): string | null {
  if (entry.area === 'time-off') return describeTimeOff(entry);
  if (entry.area === 'office-hours') return describeOfficeHours(entry);
  if (entry.area === 'office-closures') return entry.action === 'remove' ? 'Office closure removed' : 'Office closed';
  return null;
}
