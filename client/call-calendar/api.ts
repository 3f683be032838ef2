import { callCalendarContract as callCalendar } from '../../shared/contract/call-calendar.js';
import { officeClosuresContract as officeClosures } from '../../shared/contract/office-closures.js';
import { timeOffContract as timeOff } from '../../shared/contract/time-off.js';
import type { CalendarEntryInput, CallDayInput } from '../../shared/schemas/call-calendar.js';
import type { OfficeHoursBody } from '../../shared/schemas/call-calendar-office-hours.js';
import type { AddVacationRequest } from '../../shared/schemas/call-calendar-time-off.js';
import { OFFICE_NOTE_CLOSE } from '../../shared/schemas/office-closures.js';
import { call, conflictOf } from '../lib/api-client';

export const callCalendarApi = {
  surgeons: () => call(timeOff.surgeons),
  entries: (year: number, month: number) => call(callCalendar.entries, { query: { year, month } }),
  saveEntries: (entries: CalendarEntryInput[], acknowledgeWarnings = false) =>
    call(callCalendar.saveEntries, { body: { entries, acknowledge_warnings: acknowledgeWarnings } }).then(
      (response) => response.entries,
    ),
  /** The days as saved now, when a save was refused (409) because someone saved some of them first. */
  savedNowOf: (error: unknown) => conflictOf(error, callCalendar.saveEntries),
  saveDraft: (data: CallDayInput[], acknowledgeWarnings = false) =>
    call(callCalendar.saveDraft, { body: { data, acknowledge_warnings: acknowledgeWarnings } }),
  addTimeOff: (body: AddVacationRequest) => call(timeOff.add, { body }),
  deleteTimeOffDate: (id: number, date: string, reason = '') =>
    call(timeOff.removeDate, { params: { id }, body: { date, reason } }).then((response) => response.vacation),
  closeOffice: (date: string, acknowledgeWarnings = false) =>
    call(officeClosures.save, {
      body: { note: OFFICE_NOTE_CLOSE, effective_date_start: date, acknowledge_warnings: acknowledgeWarnings },
    }),
  removeClosure: (id: number, date: string, restoreHolders = false) =>
    call(officeClosures.removeClosure, { params: { id }, body: { date, restore_holders: restoreHolders } }),
  saveOfficeHours: (body: OfficeHoursBody) => call(callCalendar.saveOfficeHours, { body }),
  callCounts: (startDate: string, endDate: string) =>
    call(callCalendar.callCounts, { query: { start_date: startDate, end_date: endDate } }),
  vacationStatus: (year: number) => call(callCalendar.vacationStatus, { query: { year } }),
};
