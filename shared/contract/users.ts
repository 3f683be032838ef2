import { z } from 'zod';
import { idParamsSchema } from '../schemas/common.js';
import {
  createUserBodySchema,
  personOptionSchema,
  updateUserBodySchema,
  userRecordSchema,
  userStatusQuerySchema,
} from '../schemas/users.js';
import { access, endpoint } from './endpoint.js';

const adminOnly = access.permission('users.manage');
const oneUser = z.object({ user: userRecordSchema });
const people = z.array(personOptionSchema);

/** Users (administration) and the people pickers every signed-in user needs. */
export const usersContract = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    summary: 'Every user, for the administration page',
    access: adminOnly,
    response: z.object({ users: z.array(userRecordSchema) }),
  }),
  staff: endpoint({
    method: 'GET',
    path: '/users/staff',
    summary: 'Active administrators, CEOs and staff (the messaging and form pickers)',
    access: access.session,
    query: userStatusQuerySchema,
    response: z.object({ staff: people }),
    refusals: ['validation'],
  }),
  physicians: endpoint({
    method: 'GET',
    path: '/users/physicians',
    summary: 'Active physicians (the messaging and form pickers)',
    access: access.session,
    query: userStatusQuerySchema,
    response: z.object({ physicians: people }),
    refusals: ['validation'],
  }),
  allActive: endpoint({
    method: 'GET',
    path: '/users/all-active',
    summary: 'Every active user of any role',
    access: access.session,
    response: z.object({ users: people }),
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:id',
    summary: 'One user',
    access: adminOnly,
    params: idParamsSchema,
    response: oneUser,
    refusals: ['validation', 'not_found'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/add-new-user',
    summary: 'Adds a user',
    access: adminOnly,
    body: createUserBodySchema,
    response: oneUser,
    status: 201,
    refusals: ['validation'],
  }),
  update: endpoint({
    method: 'POST',
    path: '/users/:id',
    summary: 'Edits a user (an empty password keeps the current one)',
    access: adminOnly,
    params: idParamsSchema,
    body: updateUserBodySchema,
    response: oneUser,
    refusals: ['validation', 'not_found'],
  }),
};
