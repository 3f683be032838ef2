import type { FastifyInstance } from 'fastify';
import { readMyDay } from './my-day.js';

/** The dashboard's "My day" (live: the client reads it again when its days' rooms change). */
export async function myDayRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me/day', async (request) => readMyDay(app.db, request.auth.id));
}
