import { usersContract as contract } from '../../shared/contract/users.js';
import type { z } from 'zod';
import type { createUserBodySchema, updateUserBodySchema } from '../../shared/schemas/users.js';
import { call } from '../lib/api-client';

/** The add and edit forms' bodies, as the server's schemas accept them (numbers may arrive as text). */
export type NewUserForm = z.input<typeof createUserBodySchema>;
export type UserEditForm = z.input<typeof updateUserBodySchema>;

export const usersApi = {
  get: (id: number) => call(contract.get, { params: { id } }).then((response) => response.user),
  create: (body: NewUserForm) => call(contract.create, { body }).then((response) => response.user),
  update: (id: number, body: UserEditForm) =>
    call(contract.update, { params: { id }, body }).then((response) => response.user),
};
