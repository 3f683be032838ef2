import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/schemas/common.js';
import {
  archiveBodySchema,
  createRoundBodySchema,
  roundsDateQuerySchema,
  roundsNameQuerySchema,
  soDcBackBodySchema,
  soDcBodySchema,
  updateRoundBodySchema,
} from '../../shared/schemas/rounds.js';
import { parse } from '../http/validate.js';
import { listActiveRounds, listArchivedRoundsOn, listRoundsByName } from './rounds.repository.js';
import { registerRoundsLive } from './rounds.live.js';
import { archiveRound, createRound, editRound, setSoDc, setSoDcBack } from './rounds.service.js';

export const ADD_REFUSED = 'Unauthorized access. You do not have permission to add entries.';
export const EDIT_REFUSED = 'Unauthorized access. You do not have permission to edit entries.';

/** Hospital rounds (spec §7). Lists answer bare arrays, writes the whole record. */
export async function roundsRoutes(app: FastifyInstance): Promise<void> {
  const mayAdd = { preHandler: app.permit('rounds.write', ADD_REFUSED) };
  const mayEdit = { preHandler: app.permit('rounds.write', EDIT_REFUSED) };

  app.get('/hospital-round', async () => listActiveRounds(app.db));

  app.get('/hospital-round/search-by-name', async (request) => {
    const { name } = parse(roundsNameQuerySchema, request.query);
    return listRoundsByName(app.db, name);
  });

  app.get('/hospital-round/search-by-date', async (request) => {
    const { date } = parse(roundsDateQuerySchema, request.query);
    return listArchivedRoundsOn(app.db, date);
  });

  app.post('/hospital-round', mayAdd, async (request, reply) => {
    const body = parse(createRoundBodySchema, request.body);
    return reply.status(201).send(await createRound(app, request.auth, body));
  });

  app.put('/hospital-round/:id', mayEdit, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return editRound(app, request.auth, id, parse(updateRoundBodySchema, request.body));
  });

  app.patch('/hospital-round/:id', mayEdit, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    parse(archiveBodySchema, request.body);
    return archiveRound(app, request.auth, id);
  });

  app.put('/hospital-sodc/:id', mayAdd, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return setSoDc(app, request.auth, id, parse(soDcBodySchema, request.body));
  });

  app.put('/hospital-sodcback/:id', mayAdd, async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return setSoDcBack(app, request.auth, id, parse(soDcBackBodySchema, request.body));
  });

  registerRoundsLive(app);
}
