import type { FastifyInstance } from 'fastify';
import type { PracticeClock } from '../../shared/schemas/practice.js';
import { dateInZone } from '../../shared/zoned-time.js';

/**
 * The practice's clock, for the client: its time zone, today there and the server's instant
 * (the client corrects its own clock by the difference). Public: the sign-in page needs it too.
 */
export async function practiceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/practice', { config: { public: true } }, async (): Promise<PracticeClock> => {
    const now = new Date();
    return { timeZone: app.config.timeZone, today: dateInZone(now, app.config.timeZone), now: now.toISOString() };
  });
}
