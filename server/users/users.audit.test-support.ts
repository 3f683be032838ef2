import { expect } from 'vitest';
import { DEMO_PASSWORD } from './users.seed.js';
import { fields, writeOf, type Made, type RefusedWrite, type WriteCase } from '../test/audit-sweep.js';
import { buildUser } from './users.factories.test-support.js';

/** The audit sweep's cases of accounts (server/test/audit-sweep.ts). */
export const USERS_WRITES: WriteCase[] = [
  {
    route: 'PUT /api/current-user/password',
    area: 'users',
    action: 'update',
    arrange: async ({ signIn, ids }) => {
      const own = await signIn('pnatarajan');
      return writeOf(
        () =>
          own.put('/api/current-user/password', {
            current_password: DEMO_PASSWORD,
            password: 'lantern-orchard-violet',
            password_confirmation: 'lantern-orchard-violet',
          }),
        () => String(ids.pnatarajan),
        (entry) => expect(fields(entry.after).password_changed).toBe(true),
      );
    },
  },
  {
    route: 'POST /api/add-new-user',
    area: 'users',
    action: 'create',
    arrange: async ({ as }) =>
      writeOf(
        () => as('admin').post<{ user: Made }>('/api/add-new-user', buildUser()),
        (body) => String(body.user.id),
        (entry) => expect(fields(entry.after).username).toBe('nquinn'),
      ),
  },
  {
    route: 'POST /api/users/:id',
    area: 'users',
    action: 'update',
    arrange: async ({ as }) => {
      const person = buildUser({ initial: 'NQE', username: 'nquinn-edit', email: 'nquinn-edit@example.org' });
      const { user } = (await as('admin').post<{ user: Made }>('/api/add-new-user', person)).body;
      return writeOf(
        () =>
          as('admin').post(`/api/users/${user.id}`, {
            ...person,
            name: 'Nora Quinn-Lee',
            password: 'another-strong-password',
          }),
        () => String(user.id),
        (entry) => {
          expect([fields(entry.before).name, fields(entry.after).name]).toEqual(['Nora Quinn', 'Nora Quinn-Lee']);
          expect(fields(entry.after).password_changed).toBe(true);
        },
      );
    },
  },
];

export const USERS_REFUSALS: RefusedWrite[] = [
  {
    name: 'staff adding a user (403)',
    arrange:
      async ({ as }) =>
      () =>
        as('staff').post('/api/add-new-user', buildUser({ username: 'x2', email: 'x2@example.org' })),
    status: 403,
  },
];
