import type { FastifyInstance } from 'fastify';
import { roundsContract as contract } from '../../shared/contract/rounds.js';
import { NAME_SEARCH_PAGE } from '../../shared/schemas/name-search.js';
import { declareRoute } from '../http/declare-route.js';
import { answerPage } from '../http/next-page.js';
import { listActiveRounds, listArchivedRoundsOn, listRoundsByName } from './rounds.repository.js';
import { registerRoundsLive } from './rounds.live.js';
import { archiveRound, createRound, editRound, setSoDc, setSoDcBack } from './rounds.service.js';
import { registerRoundsUndo } from './rounds.undo.js';

/** Hospital rounds (spec §7), as shared/contract/rounds.ts declares them. */
export async function roundsRoutes(app: FastifyInstance): Promise<void> {
  registerRoundsUndo(app);
  declareRoute(app, contract.active, async () => listActiveRounds(app.db));
  declareRoute(app, contract.byName, async ({ query }, request, reply) =>
    answerPage(
      await listRoundsByName(app.db, query.name, query.offset, NAME_SEARCH_PAGE + 1),
      NAME_SEARCH_PAGE,
      query.offset,
      request,
      reply,
    ),
  );
  declareRoute(app, contract.archivedOn, async ({ query }) => listArchivedRoundsOn(app.db, query.date));
  declareRoute(app, contract.create, async ({ body }, request) => createRound(app, request.auth, body));
  declareRoute(app, contract.update, async ({ params, body }, request) =>
    editRound(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.archive, async ({ params }, request) => archiveRound(app, request.auth, params.id));
  declareRoute(app, contract.setSoDc, async ({ params, body }, request) => setSoDc(app, request.auth, params.id, body));
  declareRoute(app, contract.setSoDcBack, async ({ params, body }, request) =>
    setSoDcBack(app, request.auth, params.id, body),
  );
  registerRoundsLive(app);
}
