import { z } from 'zod';
import { changeOwnPasswordBodySchema, loginBodySchema, loginResponseSchema } from '../schemas/auth.js';
import { userRecordSchema } from '../schemas/users.js';
import { access, endpoint } from './endpoint.js';

const messageAnswer = z.object({ message: z.string() });

/** Signing in and out, the caller's own record and password (spec, access §3). */
export const authContract = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    summary: 'Signs in: the user as stored in local storage, with a bearer token for 12 hours',
    access: access.public,
    body: loginBodySchema,
    response: loginResponseSchema,
    refusals: ['validation', 'rate_limited'],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    summary: "Ends the caller's session (its sockets too)",
    access: access.session,
    response: messageAnswer,
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/current-user',
    summary: 'The signed-in user',
    access: access.session,
    response: z.object({ user: userRecordSchema }),
    refusals: ['not_found'],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/current-user/password',
    summary: "Changes the caller's own password (the current one required); their other sessions end",
    access: access.session,
    body: changeOwnPasswordBodySchema,
    response: messageAnswer,
    refusals: ['validation', 'not_found', 'rate_limited'],
  }),
};
