import { z } from 'zod';
import { withoutControlCharacters } from './common.js';
import { passwordSchema } from './users.js';

export const loginBodySchema = z.object({
  username: z
    .string({ message: 'The username field is required.' })
    .trim()
    .min(1, 'The username field is required.')
    .max(100, 'The username field may not be longer than 100 characters.')
    // A failed sign-in records the username as typed, for administrators to read in the audit log.
    .refine(...withoutControlCharacters('username')),
  password: z
    .string({ message: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(200, 'The password field may not be longer than 200 characters.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Stored in local storage under the same names (spec, access §3). */
export const sessionUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.number(),
  user_status: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = sessionUserSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

/** PUT /current-user/password: anyone's own password, the current one required. */
export const changeOwnPasswordBodySchema = z
  .object({
    current_password: z
      .string({ message: 'The current password field is required.' })
      .min(1, 'The current password field is required.')
      .max(200, 'The current password field may not be longer than 200 characters.'),
    password: passwordSchema,
    password_confirmation: z.string({ message: 'The password confirmation field is required.' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ChangeOwnPasswordBody = z.infer<typeof changeOwnPasswordBodySchema>;

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';
