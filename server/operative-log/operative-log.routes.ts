import type { FastifyInstance } from 'fastify';
import { operativeLogContract as contract } from '../../shared/contract/operative-log.js';
import { can } from '../../shared/roles.js';
import { NAME_SEARCH_PAGE } from '../../shared/schemas/name-search.js';
import { declareRoute } from '../http/declare-route.js';
import { answerPage } from '../http/next-page.js';
import { listActiveSurgeons } from '../users/physicians.repository.js';
import { listEntriesByName, listEntriesOn } from './operative-log.repository.js';
import { registerOperativeLogLive } from './operative-log.live.js';
import { archiveEntry, canEditOn, createEntry, editEntry } from './operative-log.service.js';
import { surgeonLogs } from './operative-log.stats.js';
import { registerOperativeLogUndo } from './operative-log.undo.js';

/** The operative log (spec §7), as shared/contract/operative-log.ts declares it. */
export async function operativeLogRoutes(app: FastifyInstance): Promise<void> {
  registerOperativeLogUndo(app);
  const currentYear = () => Number(app.clock.today().slice(0, 4));
  declareRoute(app, contract.today, async () => listEntriesOn(app.db, app.clock.today()));
  declareRoute(app, contract.byName, async ({ query }, request, reply) =>
    answerPage(
      await listEntriesByName(app.db, query.name, query.offset, NAME_SEARCH_PAGE + 1),
      NAME_SEARCH_PAGE,
      query.offset,
      request,
      reply,
    ),
  );
  declareRoute(app, contract.byDate, async ({ query }, request) => ({
    data: await listEntriesOn(app.db, query.date),
    canEdit: can(request.auth.role, 'operative-log.write') && canEditOn(query.date, app.clock.today()),
  }));
  declareRoute(app, contract.create, async ({ body }, request) => createEntry(app, request.auth, body));
  declareRoute(app, contract.update, async ({ params, body }, request) =>
    editEntry(app, request.auth, params.id, body),
  );
  declareRoute(app, contract.archive, async ({ params }, request) => archiveEntry(app, request.auth, params.id));
  declareRoute(app, contract.surgeonsAlias, async () => listActiveSurgeons(app.db));
  declareRoute(app, contract.surgeons, async () => listActiveSurgeons(app.db));
  declareRoute(app, contract.stats, async ({ query }) => surgeonLogs(app.db, query.year ?? currentYear()));
  registerOperativeLogLive(app);
}
