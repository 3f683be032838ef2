import { z } from 'zod';
import { idSchema, requiredDate } from './common.js';

export const VACATION_TYPES = ['Vac.', 'CME.', 'Holiday', 'Sick.', 'Maternity'] as const;
export type VacationType = (typeof VACATION_TYPES)[number];
/** The types that use up a surgeon's allowed vacation (the others do not count as taken). */
export const TYPES_COUNTED_AS_VACATION: readonly string[] = ['Vac.'];
/** The longest range one time-off record may cover. */
export const MAX_TIME_OFF_DAYS = 366;

/** A time-off record: one surgeon, one type, its dates (`GET /vacation-data` items, pushes). */
export interface TimeOffRecord {
  id: number;
  surgeon_id: number;
  vacation_type: string;
  vacation_dates: string[];
  user: { initial: string; name: string };
  version: number;
}

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
        .union([z.number(), z.string()], { message: 'The surgeon id field is required.' })
        .transform((value): unknown => value)
        .pipe(idSchema),
    ),
    vacation_type: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'The vacation type field is required.' })
        .transform(canonicalVacationType)
        .pipe(
          z.enum(VACATION_TYPES, { message: 'The vacation type must be Vac., CME., Holiday, Sick. or Maternity.' }),
        ),
    ),
    vacation_start_date: requiredDate('vacation start date'),
    vacation_end_date: requiredDate('vacation end date'),
  })
  .superRefine((body, ctx) => {
    if (body.vacation_end_date < body.vacation_start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['vacation_end_date'],
        message: 'The vacation end date must not be before the start date.',
      });
    }
  });
export type AddVacationBody = z.infer<typeof addVacationBodySchema>;

export const deleteVacationDateBodySchema = z.object({ date: requiredDate('date') });

export const vacationDataQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, z.coerce.number().int().min(2000).max(2100).optional()),
  month: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(12).optional()),
});
