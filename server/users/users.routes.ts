import type { FastifyInstance } from 'fastify';
import { usersContract as contract } from '../../shared/contract/users.js';
import { Role } from '../../shared/roles.js';
import { declareRoute } from '../http/declare-route.js';
import { notFound } from '../http/errors.js';
import { findUser, listActivePeople, listUsers } from './users.repository.js';
import { registerUsersLive } from './users.live.js';
import { createUser, updateUser } from './users.service.js';

const STAFF_ROLES = [Role.Administrator, Role.CEO, Role.Staff];

/** Users (administration) and the people pickers, as shared/contract/users.ts declares them. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.list, async () => ({ users: await listUsers(app.db) }));

  // Pickers for messaging and the clinical forms: any signed-in user, active people only.
  declareRoute(app, contract.staff, async () => ({ staff: await listActivePeople(app.db, STAFF_ROLES) }));
  declareRoute(app, contract.physicians, async () => ({
    physicians: await listActivePeople(app.db, [Role.Physician]),
  }));
  declareRoute(app, contract.allActive, async () => ({ users: await listActivePeople(app.db, [1, 2, 3, 4]) }));

  declareRoute(app, contract.get, async ({ params }) => {
    const user = await findUser(app.db, params.id);
    if (!user) throw notFound('User not found.');
    return { user };
  });

  declareRoute(app, contract.create, async ({ body }, request) => ({
    user: await createUser(app, request.auth, body),
  }));

  declareRoute(app, contract.update, async ({ params, body }, request) => ({
    user: await updateUser(app, request.auth, params.id, body),
  }));

  registerUsersLive(app);
}
