import { z } from 'zod';
import { Role } from '../roles.js';
import { dateSchema, flagSchema, requiredText } from './common.js';

const roleSchema = z.coerce
  .number({ message: 'The role field must be 1, 2, 3 or 4.' })
  .int()
  .refine((value) => value >= Role.Administrator && value <= Role.Staff, 'The role field must be 1, 2, 3 or 4.');

const emailSchema = z
  .string({ message: 'The email field is required.' })
  .trim()
  .min(1, 'The email field is required.')
  .max(191, 'The email field may not be longer than 191 characters.')
  .pipe(z.email('The email field must be a valid email address.'));

const usernameSchema = requiredText('username', 50).regex(
  /^[A-Za-z0-9._-]+$/,
  'The username may contain only letters, numbers, dots, dashes and underscores.',
);

/** New and changed passwords; the server also refuses common and guessable ones (server/auth/password-policy.ts). */
export const PASSWORD_MIN_LENGTH = 12;
export const passwordSchema = z
  .string({ message: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'The password field may not be longer than 200 characters.');

const hiringYearSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  dateSchema.nullable(),
);

const allowedVacationSchema = z.coerce
  .number({ message: 'The allowed vacation field must be a number.' })
  .int('The allowed vacation field must be a whole number.')
  .min(0, 'The allowed vacation may not be negative.')
  .max(366, 'The allowed vacation may not be more than 366 days.');

/** Percent of a full share of the calls suggest-fill gives a physician (users.call_share); blank: not given. */
export const CALL_SHARE_DEFAULT = 100;
const callShareSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ message: 'The call share must be a number.' })
    .int('The call share must be a whole number.')
    .min(0, 'The call share may not be less than 0 %.')
    .max(100, 'The call share may not be more than 100 %.')
    .optional(),
);

const userFields = {
  name: requiredText('name', 100),
  initial: requiredText('initial', 5),
  email: emailSchema,
  username: usernameSchema,
  hiring_year: hiringYearSchema,
  role: roleSchema.default(Role.Staff),
  user_status: flagSchema.default(1),
  allowed_vacation: allowedVacationSchema.default(0),
};

/** A new user's call share is 100 % unless given (only a physician's is read: suggest-fill). */
export const createUserBodySchema = z.object({
  ...userFields,
  call_share: callShareSchema.transform((value) => value ?? CALL_SHARE_DEFAULT),
  password: passwordSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/**
 * On edit the password is optional: empty (or the form's "Hidden") keeps the current one; so is
 * the call share: left out, the saved one stays (a client that does not know it cannot reset it).
 */
export const updateUserBodySchema = z.object({
  ...userFields,
  call_share: callShareSchema,
  password: z.preprocess(
    (value) => (value === '' || value === 'Hidden' || value == null ? undefined : value),
    passwordSchema.optional(),
  ),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userStatusQuerySchema = z.object({
  status: z.enum(['active', 'inactive', 'all']).default('active'),
});

export const personNameSchema = z.object({ name: z.string() });
export type PersonName = z.infer<typeof personNameSchema>;

/** A user as every users endpoint answers it; never with a password or its hash. */
export const userRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  initial: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.number(),
  user_status: z.number(),
  allowed_vacation: z.number(),
  /** Percent of a full share of the calls (physicians; 100 full, 50 half, 0 none). */
  call_share: z.number(),
  hiring_year: z.string().nullable(),
  create_by: z.number().nullable(),
  update_by: z.number().nullable(),
  creator: personNameSchema.nullable(),
  updated_by: personNameSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** What the staff / physician / all-active pickers list. */
export const personOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  initial: z.string(),
  role: z.number(),
});
export type PersonOption = z.infer<typeof personOptionSchema>;
