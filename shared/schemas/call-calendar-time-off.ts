import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { acknowledgeWarningsSchema } from './acknowledge-warnings.js';
import { idSchema, requiredDate, withoutControlCharacters, yearSchema } from './common.js';

export const VACATION_TYPES = ['Vac.', 'CME.', 'Holiday', 'Sick.', 'Maternity'] as const;
export type VacationType = (typeof VACATION_TYPES)[number];
/** The types that use up a surgeon's allowed vacation (the others do not count as taken). */
export const TYPES_COUNTED_AS_VACATION: readonly string[] = ['Vac.'];
/** The longest range one time-off record may cover. */
export const MAX_TIME_OFF_DAYS = 366;

/** A time-off record: one surgeon, one type, its dates (`GET /vacation-data` items, pushes). */
export const timeOffRecordSchema = z.object({
  id: z.number(),
  surgeon_id: z.number(),
  vacation_type: z.string(),
  vacation_dates: z.array(z.string()),
  user: z.object({ initial: z.string(), name: z.string() }),
  version: z.number(),
});
export type TimeOffRecord = z.infer<typeof timeOffRecordSchema>;

/** `Vac`, `CME`, `Sick`, `Holiday.`… → the type as the document spells it (with or without the trailing dot). */
export function canonicalVacationType(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const bare = value.trim().replace(/\.$/, '');
  return VACATION_TYPES.find((type) => type.replace(/\.$/, '') === bare) ?? value;
}

const blankToUndefined = (value: unknown) => (value === '' || value === null || value === 'NULL' ? undefined : value);

/** POST /add-vacation-data: the range is expanded on the server; `vacation_dates` and `create_by` are ignored. */
export const addVacationBodySchema = z
  .object({
    surgeon_id: z.preprocess(
      blankToUndefined,
      z
        .union([z.number(), z.string()], { message: 'Surgeon is required.' })
        .transform((value): unknown => value)
        .pipe(idSchema),
    ),
    vacation_type: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'Type is required.' })
        .transform(canonicalVacationType)
        .pipe(
          z.enum(VACATION_TYPES, { message: 'The vacation type must be Vac., CME., Holiday, Sick. or Maternity.' }),
        ),
    ),
    vacation_start_date: requiredDate('start date'),
    vacation_end_date: requiredDate('end date'),
    /** Time off that takes the surgeon off call warns (422 `schedule_warning`) until acknowledged. */
    acknowledge_warnings: acknowledgeWarningsSchema,
  })
  .superRefine((body, ctx) => {
    if (body.vacation_end_date < body.vacation_start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['vacation_end_date'],
        message: 'The end date must not be before the start date.',
      });
    } else if (daysBetween(body.vacation_start_date, body.vacation_end_date) >= MAX_TIME_OFF_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['vacation_end_date'],
        message: `One record may cover at most ${MAX_TIME_OFF_DAYS} days.`,
      });
    }
  });
export type AddVacationBody = z.infer<typeof addVacationBodySchema>;
/** What a client may send: the form's values as typed (the server reads ids and dates from strings). */
export type AddVacationRequest = z.input<typeof addVacationBodySchema>;

/** One date off a record; `reason` is required when the day has begun (shared/time-off-removal.ts). */
export const deleteVacationDateBodySchema = z.object({
  date: requiredDate('date'),
  reason: z
    .string({ message: 'The reason must be text.' })
    .trim()
    .max(500, 'The reason field may not be longer than 500 characters.')
    .refine(...withoutControlCharacters('reason', { multiline: true }))
    .optional()
    .default(''),
});

export const vacationDataQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, yearSchema('year', 2000, 2100).optional()),
  month: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(12).optional()),
});
