import { z } from 'zod';
import { isTimeOfDay } from '../dates.js';
import { requiredDate } from './common.js';

export const OFFICE_PERIODS = ['AM', 'PM'] as const;
export const officePeriodSchema = z.enum(OFFICE_PERIODS);
export type OfficePeriod = z.infer<typeof officePeriodSchema>;

/** Default office hours of one period from an effective date (null: the practice's defaults). */
export const officeHoursSchema = z.object({
  period: officePeriodSchema,
  start_time: z.string(),
  end_time: z.string(),
  effective_date_start: z.string().nullable(),
});
export type OfficeHours = z.infer<typeof officeHoursSchema>;

/** The spec's defaults, in force until a scheduler saves other hours: 7:30–11:00 AM and 12:00–6:00 PM. */
export const DEFAULT_OFFICE_HOURS: Record<OfficePeriod, OfficeHours> = {
  AM: { period: 'AM', start_time: '07:30', end_time: '11:00', effective_date_start: null },
  PM: { period: 'PM', start_time: '12:00', end_time: '18:00', effective_date_start: null },
};

/** GET/PUT /api/office-hours: the hours in force on `date`, and changes already saved for later dates. */
export const officeHoursViewSchema = z.object({
  date: z.string(),
  am: officeHoursSchema,
  pm: officeHoursSchema,
  upcoming: z.array(officeHoursSchema),
});
export type OfficeHoursView = z.infer<typeof officeHoursViewSchema>;

const timeSchema = (field: string) =>
  z
    .string({ message: `The ${field} field is required.` })
    .trim()
    .refine(isTimeOfDay, `The ${field} must be a time HH:mm.`);

/** PUT /api/office-hours: one period's hours from an effective start date. */
export const officeHoursBodySchema = z
  .object({
    period: z.enum(OFFICE_PERIODS, { message: 'The period must be AM or PM.' }),
    start_time: timeSchema('start time'),
    end_time: timeSchema('end time'),
    effective_date_start: requiredDate('effective date start'),
  })
  .superRefine((body, ctx) => {
    if (body.end_time <= body.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'The end time must be after the start time.' });
    }
  });
export type OfficeHoursBody = z.infer<typeof officeHoursBodySchema>;

export const officeHoursQuerySchema = z.object({
  date: z.preprocess((value) => (value === '' || value === null ? undefined : value), requiredDate('date').optional()),
});
