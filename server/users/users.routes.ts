import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { createUserBodySchema, updateUserBodySchema, userStatusQuerySchema } from '../../shared/schemas/users.js';
import { Role } from '../../shared/roles.js';
import { notFound } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { findUser, listActivePeople, listUsers } from './users.repository.js';
import { registerUsersLive } from './users.live.js';
import { createUser, updateUser } from './users.service.js';

const STAFF_ROLES = [Role.Administrator, Role.CEO, Role.Staff];

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const adminOnly = { preHandler: app.permit('users.manage') };

  app.get('/users', adminOnly, async () => ({ users: await listUsers(app.db) }));

  // Pickers for messaging and the clinical forms: any signed-in user, active people only.
  app.get('/users/staff', async (request) => {
    parse(userStatusQuerySchema, request.query);
    return { staff: await listActivePeople(app.db, STAFF_ROLES) };
  });
  app.get('/users/physicians', async (request) => {
    parse(userStatusQuerySchema, request.query);
    return { physicians: await listActivePeople(app.db, [Role.Physician]) };
  });
  app.get('/users/all-active', async () => ({ users: await listActivePeople(app.db, [1, 2, 3, 4]) }));

  app.get('/users/:id', adminOnly, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const user = await findUser(app.db, id);
    if (!user) throw notFound('User not found.');
    return { user };
  });

  app.post('/add-new-user', adminOnly, async (request, reply) => {
    const body = parse(createUserBodySchema, request.body);
    const user = await createUser(app, request.auth, body);
    return reply.status(201).send({ user });
  });

  app.post('/users/:id', adminOnly, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const body = parse(updateUserBodySchema, request.body);
    return { user: await updateUser(app, request.auth, id, body) };
  });

  registerUsersLive(app);
}
