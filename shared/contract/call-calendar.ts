import { z } from 'zod';
import {
  calendarAddBodySchema,
  calendarEntriesQuerySchema,
  callEntrySchema,
  dateRangeQuerySchema,
  eventDateQuerySchema,
  saveMonthlyCallBodySchema,
  surgeonCallCountSchema,
  surgeonVacationStatusSchema,
  yearQuerySchema,
} from '../schemas/call-calendar.js';
import { calendarEntriesResponseSchema } from '../schemas/call-calendar-month.js';
import {
  officeHoursBodySchema,
  officeHoursQuerySchema,
  officeHoursViewSchema,
} from '../schemas/call-calendar-office-hours.js';
import { coverageQuerySchema, coverageSchema } from '../schemas/coverage.js';
import { cmeItemSchema, officeOfDaySchema } from '../schemas/day-overlays.js';
import { access, endpoint } from './endpoint.js';

const writer = access.permission('call-calendar.write');
const callEntries = z.array(callEntrySchema);

/** The monthly call calendar (spec §7): its days, counters, office hours and the day grid's overlays. */
export const callCalendarContract = {
  entries: endpoint({
    method: 'GET',
    path: '/calendar-entries',
    summary: "A month's saved days and its office closures",
    access: access.session,
    query: calendarEntriesQuerySchema,
    response: calendarEntriesResponseSchema,
    refusals: ['validation'],
  }),
  saveEntries: endpoint({
    method: 'POST',
    path: '/calendar-add-data',
    summary:
      'Saves the sent slots of each day at once; a stale `version` answers 409 with those days as saved, a soft rule warns until `acknowledge_warnings`',
    access: writer,
    body: calendarAddBodySchema,
    response: z.object({ entries: callEntries }),
    refusals: ['validation', 'schedule_warning', 'conflict'],
    conflict: callEntries,
  }),
  saveDraft: endpoint({
    method: 'POST',
    path: '/save-monthly-call',
    summary: "The draft page's save: days written last-write-wins, answered as saved",
    access: writer,
    body: saveMonthlyCallBodySchema,
    response: z.object({ message: z.string(), data: callEntries }),
    refusals: ['validation', 'schedule_warning'],
  }),
  coverage: endpoint({
    method: 'GET',
    path: '/coverage',
    summary: 'Every day of a range with an empty call slot, and per slot how many days lack it',
    access: access.session,
    query: coverageQuerySchema,
    response: coverageSchema,
    refusals: ['validation'],
  }),
  callCounts: endpoint({
    method: 'GET',
    path: '/surgeons-with-status-year',
    summary: '1st, 2nd and weekend calls per active surgeon over a range (the current year without one)',
    access: access.session,
    query: dateRangeQuerySchema,
    response: z.array(surgeonCallCountSchema),
    refusals: ['validation'],
  }),
  vacationStatus: endpoint({
    method: 'GET',
    path: '/surgeons-with-vacation-status-year',
    summary: 'Allowed, taken and remaining vacation per active surgeon in a year (the current one without it)',
    access: access.session,
    query: yearQuerySchema,
    response: z.array(surgeonVacationStatusSchema),
    refusals: ['validation'],
  }),
  officeHours: endpoint({
    method: 'GET',
    path: '/office-hours',
    summary: 'The office hours in force on a day (today without one), and changes saved for later',
    access: access.session,
    query: officeHoursQuerySchema,
    response: officeHoursViewSchema,
    refusals: ['validation'],
  }),
  saveOfficeHours: endpoint({
    method: 'PUT',
    path: '/office-hours',
    summary: "Saves one period's hours from an effective date; answers the hours in force today",
    access: writer,
    body: officeHoursBodySchema,
    response: officeHoursViewSchema,
    refusals: ['validation'],
  }),
  timeOffOfDay: endpoint({
    method: 'GET',
    path: '/daily-schedule-cme',
    summary: 'The time-off records covering a day',
    access: access.session,
    query: eventDateQuerySchema,
    response: z.object({ cme: z.array(cmeItemSchema) }),
    refusals: ['validation'],
  }),
  officeOfDay: endpoint({
    method: 'GET',
    path: '/daily-schedule-om-pm',
    summary: 'Who holds the AM and PM office on a day',
    access: access.session,
    query: eventDateQuerySchema,
    response: z.object({ ompm: officeOfDaySchema }),
    refusals: ['validation'],
  }),
};
