import { z } from 'zod';
import { normalizeDate } from '../dates.js';

/** Ids arrive as numbers or numeric strings ("3"); responses always carry numbers. */
export const idSchema = z.coerce
  .number({ message: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a valid id.');

/** An empty select may arrive as null, "" or "NULL": all mean none. */
export const optionalIdSchema = z.preprocess(
  (value) => (value === '' || value === 'NULL' || value === undefined ? null : value),
  idSchema.nullable(),
);

export const idParamsSchema = z.object({ id: idSchema });

/** Accepts YYYY-M-D or YYYY-MM-DD, answers the padded form. */
export const dateSchema = z
  .string({ message: 'A date is required.' })
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizeDate(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Must be a date in the form YYYY-MM-DD.' });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * A required date with the contract's message. Blank ("" or null) counts as missing.
 * (Do not build required fields from `.optional()` + refine: zod skips absent optional keys.)
 */
export const requiredDate = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ message: `The ${field} field is required.` }).pipe(dateSchema),
  );

/** A 0/1 flag that old clients may send as a boolean or a string. */
export const flagSchema = z.preprocess(
  (value) => {
    if (value === true || value === 'true' || value === '1' || value === 1) return 1;
    if (value === false || value === 'false' || value === '0' || value === 0) return 0;
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { message: 'Must be 0 or 1.' }),
);

export const requiredText = (field: string, max: number) =>
  z
    .string({ message: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} field may not be longer than ${max} characters.`);

export type FieldErrors = Record<string, string[]>;
export interface ValidationErrorBody {
  message: string;
  errors: FieldErrors;
}
export interface ErrorBody {
  message: string;
}
export interface ConflictBody<T> {
  message: string;
  current: T;
}
