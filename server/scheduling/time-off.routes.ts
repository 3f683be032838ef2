import type { FastifyInstance } from 'fastify';
import { timeOffContract as contract } from '../../shared/contract/time-off.js';
import { pad2 } from '../../shared/dates.js';
import { declareRoute } from '../http/declare-route.js';
import { listActiveSurgeons } from '../users/physicians.repository.js';
import { monthRange } from './month-range.js';
import { listTimeOff } from './time-off.repository.js';
import { addTimeOff, removeTimeOffDate } from './time-off.service.js';

/** Surgeons' time off, as shared/contract/time-off.ts declares it. */
export async function timeOffRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.surgeons, async () => listActiveSurgeons(app.db));

  // Every record, or with ?year[&month] those with a date in that year or month.
  declareRoute(app, contract.list, async ({ query: { year, month } }) => {
    const range =
      year === undefined
        ? undefined
        : month === undefined
          ? { from: `${year}-01-01`, to: `${year}-12-31` }
          : monthRange(`${year}-${pad2(month)}`);
    return { vacations: await listTimeOff(app.db, range) };
  });

  declareRoute(app, contract.add, async ({ body }, request) => {
    const { record, clearedCalls } = await addTimeOff(app, request.auth, body);
    return { message: 'Record Submitted Successfully!', vacation: record, cleared_calls: clearedCalls };
  });

  // A day that has begun is removed only with a reason (the route's writers are the schedulers).
  declareRoute(app, contract.removeDate, async ({ params, body }, request) => ({
    vacation: await removeTimeOffDate(app, request.auth, params.id, body.date, body.reason),
  }));
}
