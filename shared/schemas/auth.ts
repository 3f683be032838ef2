import { z } from 'zod';

export const loginBodySchema = z.object({
  username: z
    .string({ message: 'The username field is required.' })
    .trim()
    .min(1, 'The username field is required.')
    .max(100, 'The username field may not be longer than 100 characters.'),
  password: z
    .string({ message: 'The password field is required.' })
    .min(1, 'The password field is required.')
    .max(200, 'The password field may not be longer than 200 characters.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Stored in local storage under the same names (spec, access §3). */
export interface SessionUser {
  id: number;
  email: string;
  username: string;
  name: string;
  role: number;
  user_status: number;
}
export interface LoginResponse extends SessionUser {
  token: string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
