import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import type { UserRecord } from '../../shared/schemas/users.js';
import type { Publisher } from '../realtime/publisher.js';
import { listUsers } from './users.repository.js';

/** The users area's live side: the users room's snapshot and what it is told after a commit. */
export function registerUsersLive(app: FastifyInstance): void {
  app.roomSnapshots.provide('list', 'users', async () => ({ users: await listUsers(app.db) }));
}

/** After a commit: a user was added or edited (the whole record). */
export function publishUserChange(publisher: Publisher, user: UserRecord): void {
  publisher.publish(rooms.list('users'), 'user:upserted', user);
}
