import type { FastifyInstance } from 'fastify';
import { practiceContract as contract } from '../../shared/contract/practice.js';
import { dateInZone } from '../../shared/zoned-time.js';
import { declareRoute } from '../http/declare-route.js';

/**
 * The practice's clock, for the client: its time zone, today there and the server's instant
 * (the client corrects its own clock by the difference). Public: the sign-in page needs it too.
 */
export async function practiceRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.clock, async () => {
    const now = app.clock.now();
    return {
      timeZone: app.clock.timeZone,
      today: dateInZone(now, app.clock.timeZone),
      now: now.toISOString(),
      lateGraceMinutes: app.config.lateGraceMinutes,
      swapApprovalRequired: app.config.swapApprovalRequired,
      timeOffNoticeDays: app.config.timeOffNoticeDays,
      fridayNightIsWeekend: app.config.fridayNightIsWeekend,
      callFill: app.config.callFill,
    };
  });
}
