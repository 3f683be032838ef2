import { addDays } from '../../shared/dates.js';
import {
  DEFAULT_OFFICE_HOURS,
  type OfficeHoursView,
  type OfficePeriod,
} from '../../shared/schemas/call-calendar-office-hours.js';
import { CALL_SLOTS, SLOT_LABELS, type CallEntry, type CallSlot } from '../../shared/schemas/call-calendar.js';
import type { TimeOffRecord } from '../../shared/schemas/call-calendar-time-off.js';
import type { CalendarEvent } from './ical.js';
import { zonedTimeToUtc } from '../../shared/zoned-time.js';

const UID_DOMAIN = 'calendar-feed.portal';
const OFFICE_PERIOD: Partial<Record<CallSlot, OfficePeriod>> = { surgeon_o_am: 'AM', surgeon_o_pm: 'PM' };
const CALL_TITLES: Record<CallSlot, string> = {
  surgeon_1st: '1st call',
  surgeon_2nd: '2nd call',
  surgeon_o_am: 'Office (AM)',
  surgeon_o_pm: 'Office (PM)',
};

/** Office hours of `period` in force on `date`: the view read at the range's start plus its later changes. */
function hoursOn(view: OfficeHoursView, period: OfficePeriod, date: string) {
  const changes = view.upcoming.filter(
    (hours) => hours.period === period && (hours.effective_date_start ?? '') <= date,
  );
  return changes.at(-1) ?? (period === 'AM' ? view.am : view.pm) ?? DEFAULT_OFFICE_HOURS[period];
}

/**
 * UIDs name the day, the slot and the person, never a row id that a save could renumber, so a
 * phone's calendar updates the same event in place when a day is edited.
 */
export function callEvents(
  userId: number,
  entries: CallEntry[],
  hours: OfficeHoursView,
  timeZone: string,
): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const entry of entries) {
    for (const slot of CALL_SLOTS) {
      if (entry[slot] !== userId) continue;
      const uid = `${entry.date}-${SLOT_LABELS[slot].replace(' ', '-').toLowerCase()}-u${userId}@${UID_DOMAIN}`;
      const period = OFFICE_PERIOD[slot];
      if (!period) {
        events.push({ uid, summary: CALL_TITLES[slot], date: entry.date });
        continue;
      }
      const { start_time, end_time } = hoursOn(hours, period, entry.date);
      events.push({
        uid,
        summary: CALL_TITLES[slot],
        start: zonedTimeToUtc(entry.date, start_time, timeZone),
        end: zonedTimeToUtc(entry.date, end_time, timeZone),
      });
    }
  }
  return events;
}

/** One all-day event per run of consecutive dates of a time-off record. */
export function timeOffEvents(userId: number, records: TimeOffRecord[]): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  for (const record of records.filter((r) => r.surgeon_id === userId)) {
    let runStart: string | null = null;
    let previous: string | null = null;
    const close = () => {
      if (!runStart || !previous) return;
      events.push({
        uid: `timeoff-${record.id}-${runStart}@${UID_DOMAIN}`,
        summary: `Time off (${record.vacation_type})`,
        date: runStart,
        endDate: previous,
      });
    };
    for (const date of record.vacation_dates) {
      if (previous && date !== addDays(previous, 1)) {
        close();
        runStart = null;
      }
      runStart ??= date;
      previous = date;
    }
    close();
  }
  return events;
}
