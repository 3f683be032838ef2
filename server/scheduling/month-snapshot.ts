import type { CalendarEntriesResponse, CallMonthSnapshot } from '../../shared/schemas/call-calendar-month.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import type { Db } from '../db/connect.js';
import { listEntries } from './call-entries.repository.js';
import { listOfficeRecords } from './office-closures.repository.js';
import { readOfficeHours } from './office-hours.repository.js';
import { withClearedCalls } from './closure-holders.js';
import { readMonthCoverage } from './coverage.js';
import { monthRange } from './month-range.js';
import type { EditPresence } from './presence.js';
import { listTimeOff } from './time-off.repository.js';
import { holidaysBetween } from './holidays.repository.js';

/** GET /calendar-entries: the month's saved days and its closures (a `date` in the query changes nothing: the old month view always sends it). */
export async function readCalendarEntries(db: Db, month: string): Promise<CalendarEntriesResponse> {
  const { from, to } = monthRange(month);
  const [entries, office] = await Promise.all([
    listEntries(db, from, to),
    listOfficeRecords(db, OFFICE_NOTE_CLOSE, from, to),
  ]);
  return { entries, office: await withClearedCalls(db, office) };
}

/** The month room's 'call-calendar' part: everything the month's views and panels start from. */
export async function readCallMonth(
  db: Db,
  month: string,
  presence: EditPresence,
  today: string,
): Promise<CallMonthSnapshot> {
  const range = monthRange(month);
  const [{ entries, office }, vacations, officeHours, editors, coverage, holidays] = await Promise.all([
    readCalendarEntries(db, month),
    listTimeOff(db, range),
    readOfficeHours(db, today),
    presence.editors(month),
    readMonthCoverage(db, month),
    holidaysBetween(db, range.from, range.to),
  ]);
  return { month, entries, office, vacations, office_hours: officeHours, editors, coverage, holidays };
}
