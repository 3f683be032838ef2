import type { FastifyInstance } from 'fastify';
import { pad2 } from '../../shared/dates.js';
import {
  addVacationBodySchema,
  deleteVacationDateBodySchema,
  vacationDataQuerySchema,
} from '../../shared/schemas/call-calendar-time-off.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { parse } from '../http/validate.js';
import { monthRange } from './month-snapshot.js';
import { listActiveSurgeons } from '../users/physicians.repository.js';
import { addTimeOff, removeTimeOffDate } from './time-off.service.js';
import { listTimeOff } from './time-off.repository.js';

export async function timeOffRoutes(app: FastifyInstance): Promise<void> {
  const writer = { preHandler: app.permit('call-calendar.write') };

  app.get('/vacation/filter-surgeons', async () => listActiveSurgeons(app.db));

  // Every record, or with ?year[&month] those with a date in that year or month.
  app.get('/vacation-data', async (request) => {
    const { year, month } = parse(vacationDataQuerySchema, request.query);
    const range =
      year === undefined
        ? undefined
        : month === undefined
          ? { from: `${year}-01-01`, to: `${year}-12-31` }
          : monthRange(`${year}-${pad2(month)}`);
    return { vacations: await listTimeOff(app.db, range) };
  });

  app.post('/add-vacation-data', writer, async (request, reply) => {
    const body = parse(addVacationBodySchema, request.body);
    const { record, clearedCalls } = await addTimeOff(app, request.auth, body);
    return reply
      .status(201)
      .send({ message: 'Record Submitted Successfully!', vacation: record, cleared_calls: clearedCalls });
  });

  app.post('/vacation/:id/delete-date', writer, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { date } = parse(deleteVacationDateBodySchema, request.body);
    return { vacation: await removeTimeOffDate(app, request.auth, id, date) };
  });
}
