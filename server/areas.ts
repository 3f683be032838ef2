import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { dailyScheduleRoutes } from './daily-schedule/daily-schedule.routes.js';

/**
 * Every area's routes, registered under /api. An area adds its plugin here; the plugin
 * registers its routes and the snapshot readers of the rooms it pushes to.
 */
export const areas: FastifyPluginAsync[] = [authRoutes, usersRoutes, dailyScheduleRoutes];
