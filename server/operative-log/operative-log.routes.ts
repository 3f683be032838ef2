import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../shared/dates.js';
import { can } from '../../shared/roles.js';
import { idParamsSchema } from '../../shared/schemas/common.js';
import {
  operativeArchiveBodySchema,
  operativeDateQuerySchema,
  operativeEntryBodySchema,
  operativeNameQuerySchema,
  surgeonLogsQuerySchema,
  type OperativeDateResult,
} from '../../shared/schemas/operative-log.js';
import { parse } from '../http/validate.js';
import { listActiveSurgeons } from '../users/physicians.repository.js';
import { listEntriesByName, listEntriesOn } from './operative-log.repository.js';
import { registerOperativeLogLive } from './operative-log.live.js';
import { archiveEntry, canEditOn, createEntry, editEntry } from './operative-log.service.js';
import { surgeonLogs } from './operative-log.stats.js';

export const ADD_REFUSED = 'Unauthorized access. You do not have permission to add entries.';
export const EDIT_REFUSED = 'Unauthorized access. You do not have permission to edit entries.';

const currentYear = () => Number(todayIso().slice(0, 4));

/** The operative log (spec §7), spelled `oparative` as the contract has it. */
export async function operativeLogRoutes(app: FastifyInstance): Promise<void> {
  const mayAdd = { preHandler: app.permit('operative-log.write', ADD_REFUSED) };
  const mayEdit = { preHandler: app.permit('operative-log.write', EDIT_REFUSED) };

  // The main page: today's (practice day) not-archived entries.
  app.get('/oparative-log', async () => listEntriesOn(app.db, todayIso()));

  app.get('/oparative-log/search-by-name', async (request) => {
    const { name } = parse(operativeNameQuerySchema, request.query);
    return name ? listEntriesByName(app.db, name) : [];
  });

  app.get('/oparative-log/search-by-date', async (request): Promise<OperativeDateResult> => {
    const { date } = parse(operativeDateQuerySchema, request.query);
    return {
      data: await listEntriesOn(app.db, date),
      canEdit: can(request.auth.role, 'operative-log.write') && canEditOn(date),
    };
  });

  app.post('/oparative-log', mayAdd, async (request, reply) => {
    const body = parse(operativeEntryBodySchema, request.body);
    return reply.status(201).send(await createEntry(app, request.auth, body));
  });

  app.put('/oparative-log/:id', mayEdit, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return editEntry(app, request.auth, id, parse(operativeEntryBodySchema, request.body));
  });

  app.patch('/oparative-log/:id', mayEdit, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    parse(operativeArchiveBodySchema, request.body);
    return archiveEntry(app, request.auth, id);
  });

  app.get('/get-surgeons', async () => listActiveSurgeons(app.db));
  app.get('/surgeons', async () => listActiveSurgeons(app.db));

  app.get('/get-surgeons-logs', async (request) => {
    const { year } = parse(surgeonLogsQuerySchema, request.query);
    return surgeonLogs(app.db, year ?? currentYear());
  });

  registerOperativeLogLive(app);
}
