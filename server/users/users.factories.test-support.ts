import type { z } from 'zod';
import type { createUserBodySchema } from '../../shared/schemas/users.js';

export type NewUserBody = z.input<typeof createUserBodySchema>;

/** A valid new staff account (POST /api/add-new-user); override what a test is about. */
export function buildUser(overrides: Partial<NewUserBody> = {}): NewUserBody {
  return {
    name: 'Nora Quinn',
    initial: 'NQ',
    email: 'nquinn@example.org',
    username: 'nquinn',
    hiring_year: '2021-3-9',
    role: 4,
    user_status: 1,
    allowed_vacation: 10,
    password: 'a-strong-password',
    ...overrides,
  };
}
