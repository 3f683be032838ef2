import type { FastifyInstance } from 'fastify';
import { rooms } from '../../shared/realtime/rooms.js';
import { listUsers } from './users.repository.js';
import './users.changes.js';

/** The users area's live side: the users room's snapshot and what it is told after a commit. */
export function registerUsersLive(app: FastifyInstance): void {
  app.roomSnapshots.provide('list', 'users', async () => ({ users: await listUsers(app.db) }));
  app.projections.register(['user'], (changes) => {
    for (const { user } of changes) app.publisher.publish(rooms.list('users'), 'user:upserted', user);
  });
}
