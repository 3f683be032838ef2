import { z } from 'zod';
import { callEntrySchema, editorSchema } from './call-calendar.js';
import { officeHoursViewSchema } from './call-calendar-office-hours.js';
import { timeOffRecordSchema } from './call-calendar-time-off.js';
import { coverageSchema } from './coverage.js';
import { holidaySchema } from './fairness-ledger.js';
import { officeRecordSchema } from './office-closures.js';

/** GET /calendar-entries. `office` holds only closures (note 'Close'). */
export const calendarEntriesResponseSchema = z.object({
  entries: z.array(callEntrySchema),
  office: z.array(officeRecordSchema),
});
export type CalendarEntriesResponse = z.infer<typeof calendarEntriesResponseSchema>;

/** The month room's 'call-calendar' snapshot part. */
export const callMonthSnapshotSchema = calendarEntriesResponseSchema.extend({
  month: z.string(),
  vacations: z.array(timeOffRecordSchema),
  office_hours: officeHoursViewSchema,
  editors: z.array(editorSchema),
  /** The month's empty slots; kept live by 'coverage:changed'. */
  coverage: coverageSchema,
  /** The month's practice holidays; kept live by 'holidays:changed'. */
  holidays: z.array(holidaySchema),
});
export type CallMonthSnapshot = z.infer<typeof callMonthSnapshotSchema>;
