import type { FastifyInstance } from 'fastify';
import { myDayContract as contract } from '../../shared/contract/my-day.js';
import { recordOwnCasesRead } from '../audit/patient-reads.js';
import { declareRoute } from '../http/declare-route.js';
import { readMyDay } from './my-day.js';

/** The dashboard's "My day" (live: the client reads it again when its days' rooms change). */
export async function myDayRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.read, async (_input, request) => {
    const today = app.clock.today();
    const readDay = (date: string) => app.roomSnapshots.readWhole({ kind: 'day', date });
    const day = await readMyDay(app.db, readDay, request.auth.id, today);
    if (day.today.cases.length + day.tomorrow.cases.length > 0) await recordOwnCasesRead(app, request.auth, today);
    return day;
  });
}
