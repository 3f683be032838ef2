import { z } from 'zod';
import {
  FIRST_DATE,
  FIRST_MONTH,
  FIRST_YEAR,
  LAST_DATE,
  LAST_MONTH,
  LAST_YEAR,
  normalizeDate,
  normalizeMonth,
  yearOutsideRange,
} from '../dates.js';

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

/** Who made and last changed a stored record, when, and its version (for 409 on a stale write). */
export const recordStamps = {
  create_by: z.number().nullable(),
  update_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
};

/** How OpenAPI describes a date field (and how the sweeps of server/test/ find them). */
const DATE_FORMAT = { format: 'date', description: `A date from ${FIRST_DATE} to ${LAST_DATE} (YYYY-MM-DD).` };
const MONTH_FORMAT = { format: 'year-month', description: `A month from ${FIRST_MONTH} to ${LAST_MONTH} (YYYY-MM).` };
export const DATE_FORM_MESSAGE = 'Must be a date in the form YYYY-MM-DD.';
export const DATE_RANGE_MESSAGE = `Must be a date between ${FIRST_DATE} and ${LAST_DATE}.`;
export const MONTH_FORM_MESSAGE = 'Must be a month in the form YYYY-MM.';
export const MONTH_RANGE_MESSAGE = `Must be a month between ${FIRST_MONTH} and ${LAST_MONTH}.`;

/**
 * Accepts YYYY-M-D or YYYY-MM-DD from FIRST_DATE to LAST_DATE (shared/dates.ts), answers the
 * padded form. Every date the portal accepts goes through it, so no later code sees a year it
 * cannot count. Its OpenAPI `format` lets the sweeps find every date field.
 */
export const dateSchema = z
  .string({ message: 'A date is required.' })
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizeDate(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: yearOutsideRange(value) ? DATE_RANGE_MESSAGE : DATE_FORM_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  })
  .meta(DATE_FORMAT);

/**
 * A required date with the contract's message. Blank ("" or null) counts as missing.
 * (Do not build required fields from `.optional()` + refine: zod skips absent optional keys.)
 */
export const requiredDate = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ message: `The ${field} field is required.` })
      .meta(DATE_FORMAT)
      .pipe(dateSchema),
  );

/** A month from FIRST_MONTH to LAST_MONTH; `YYYY-M` too when `unpadded`, answered padded. */
const monthField = (required: string, { unpadded }: { unpadded: boolean }) =>
  z
    .string({ message: required })
    .trim()
    .transform((value, ctx) => {
      const normalized = normalizeMonth(value);
      if (!normalized || (!unpadded && normalized !== value)) {
        ctx.addIssue({ code: 'custom', message: yearOutsideRange(value) ? MONTH_RANGE_MESSAGE : MONTH_FORM_MESSAGE });
        return z.NEVER;
      }
      return normalized;
    })
    .meta(MONTH_FORMAT);

/** `YYYY-MM` from FIRST_MONTH to LAST_MONTH. */
export const monthSchema = monthField('A month is required.', { unpadded: false });

/** A required month, `field` named in its message; `2025-7` is taken as `2025-07` (the block calendar's old client sends it). */
export const requiredMonth = (field: string) =>
  monthField(`The ${field} field is required (YYYY-MM).`, { unpadded: true });

/** A year field: a whole number from `first` to `last` (the portal's years, unless the field means less). */
export const yearSchema = (field = 'year', first = FIRST_YEAR, last = LAST_YEAR) => {
  const range = `The ${field} must be between ${first} and ${last}.`;
  return z.coerce
    .number({ message: `The ${field} field is required.` })
    .int(`The ${field} must be a whole number.`)
    .min(first, range)
    .max(last, range);
};

/** A 0/1 flag that old clients may send as a boolean or a string. */
export const flagSchema = z.preprocess(
  (value) => {
    if (value === true || value === 'true' || value === '1' || value === 1) return 1;
    if (value === false || value === 'false' || value === '0' || value === 0) return 0;
    return value;
  },
  z.union([z.literal(0), z.literal(1)], { message: 'Must be 0 or 1.' }),
);

/**
 * Characters no one types into a form and that change how text shows or splits rather than
 * what it says: C0 and C1 controls and DEL (a CR or LF breaks `.ics` lines and logs; U+0085 is
 * a line break to some readers), the line and paragraph separators U+2028/U+2029, Unicode
 * format characters (bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, which show a
 * name or note reversed to the next reader; zero-width spaces, soft hyphens and BOMs, which
 * make two equal-looking names differ), and lone surrogate halves (not text at all).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTER = /[\u0000-\u001f\u007f-\u009f\p{Zl}\p{Zp}\p{Cf}\p{Cs}]/u;
/** The same, but a multi-line field keeps its line breaks (LF or CRLF) and tabs; a lone CR is refused. */
const HIDDEN_CHARACTER_BUT_LINES =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Zl}\p{Zp}\p{Cf}\p{Cs}]|\r(?!\n)/u;
/**
 * Zero-width joiner and non-joiner (U+200D, U+200C, format characters) are kept between two
 * letters, marks or emoji: Persian, Hindi, Malayalam or Sinhala names need them to be spelled
 * right, and emoji such as a health worker are joined by them. Anywhere else they only hide.
 */
const JOINER_IN_A_WORD =
  /(?<=[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200c\u200d](?=[\p{L}\p{M}\p{Extended_Pictographic}])/gu;

export interface TextOptions {
  /** A textarea (a message body, an event's procedure): newlines and tabs are kept. */
  multiline?: boolean;
}

/** The one text rule every free-text field applies (422 under the field's own name). */
export const withoutControlCharacters = (field: string, { multiline = false }: TextOptions = {}) => {
  const pattern = multiline ? HIDDEN_CHARACTER_BUT_LINES : HIDDEN_CHARACTER;
  return [
    (value: string) => !pattern.test(value.replace(JOINER_IN_A_WORD, '')),
    multiline
      ? `The ${field} field may not contain control characters or invisible formatting characters.`
      : `The ${field} field may not contain control characters, invisible formatting characters or line breaks.`,
  ] as const;
};

export const requiredText = (field: string, max: number, options?: TextOptions) =>
  z
    .string({ message: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} field may not be longer than ${max} characters.`)
    .refine(...withoutControlCharacters(field, options));

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

/** The note of a call or time-off request, or of a decision on one: optional, up to 500 characters. */
export const requestNoteSchema = z
  .string()
  .trim()
  .max(500, 'The note field may not be longer than 500 characters.')
  .refine(...withoutControlCharacters('note', { multiline: true }))
  .optional()
  .default('');
