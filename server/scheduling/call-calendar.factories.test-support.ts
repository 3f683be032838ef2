import type { z } from 'zod';
import type { calendarEntryInputSchema } from '../../shared/schemas/call-calendar.js';
import type { officeHoursBodySchema } from '../../shared/schemas/call-calendar-office-hours.js';
import type { addVacationBodySchema } from '../../shared/schemas/call-calendar-time-off.js';
import type { officeRecordBodySchema } from '../../shared/schemas/office-closures.js';

export type CallDayBody = z.input<typeof calendarEntryInputSchema>;
export type TimeOffBody = z.input<typeof addVacationBodySchema>;
export type OfficeClosureBody = z.input<typeof officeRecordBodySchema>;
export type OfficeHoursBody = z.input<typeof officeHoursBodySchema>;

/** One day of the call calendar (an entry of POST /api/calendar-add-data): only the slots given are set. */
export function buildCallDay(overrides: Partial<CallDayBody> & Pick<CallDayBody, 'date'>): CallDayBody {
  return { ...overrides };
}

/** A day with every slot emptied (to start a test's month from nothing). */
export const emptyCallDay = (date: string) => ({
  date,
  surgeon_1st: null,
  surgeon_2nd: null,
  surgeon_o_am: null,
  surgeon_o_pm: null,
});

/** A valid time-off range for `surgeon_id` (POST /api/add-vacation-data); override what a test is about. */
export function buildTimeOff(overrides: Partial<TimeOffBody> & Pick<TimeOffBody, 'surgeon_id'>): TimeOffBody {
  return {
    vacation_type: 'Vac.',
    vacation_start_date: '2031-07-01',
    vacation_end_date: '2031-07-03',
    acknowledge_warnings: false,
    ...overrides,
  };
}

/** A valid office closure on `effective_date_start` (POST /api/add-ofice-close-data). */
export function buildOfficeClosure(
  overrides: Partial<OfficeClosureBody> & Pick<OfficeClosureBody, 'effective_date_start'>,
): OfficeClosureBody {
  return { note: 'Close', acknowledge_warnings: false, ...overrides };
}

/** Valid office hours from `effective_date_start` (PUT /api/office-hours); override what a test is about. */
export function buildOfficeHours(
  overrides: Partial<OfficeHoursBody> & Pick<OfficeHoursBody, 'effective_date_start'>,
): OfficeHoursBody {
  return { period: 'AM', start_time: '08:00', end_time: '11:30', ...overrides };
}
