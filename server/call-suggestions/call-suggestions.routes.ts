import type { FastifyInstance } from 'fastify';
import { callSuggestionsContract as contract } from '../../shared/contract/call-suggestions.js';
import { formatUsDate, monthOf } from '../../shared/dates.js';
import { SLOT_LABELS } from '../../shared/schemas/call-slots.js';
import { declareRoute } from '../http/declare-route.js';
import { fieldError, HttpError, tooManyRequests } from '../http/errors.js';
import { acceptFill } from './accept-fill.service.js';
import { registerFillUndo } from './accept-fill.undo.js';
import { candidatesFor } from './engine/candidates.js';
import { FillBusy, FillWorker } from './fill-worker.js';
import { loadFillProblem } from './fill-problem.repository.js';
import { registerSharedSuggestions } from './shared-suggestions.socket.js';

/** Improving moves per fill: about a quarter of a second for 30 physicians on this project's 2-core machine. */
export const FILL_ITERATIONS = 300_000;

/** The same month asks the same seed unless another is sent, so asking twice proposes the same. */
const seedOf = (month: string) => Number(month.replace('-', ''));

/** Suggest-fill (issue 33), as shared/contract/call-suggestions.ts declares it. */
export async function callSuggestionsRoutes(app: FastifyInstance): Promise<void> {
  const worker = new FillWorker();
  app.addHook('onClose', () => worker.close());
  const problemOf = (month: string, scope: string[] | undefined, seed: number, iterations: number) =>
    loadFillProblem(app.db, {
      month,
      scope,
      seed,
      iterations,
      settings: app.config.callFill,
      fridayIsWeekend: app.config.fridayNightIsWeekend,
    });

  declareRoute(app, contract.suggest, async ({ body }) => {
    const problem = await problemOf(body.month, body.days, body.seed ?? seedOf(body.month), FILL_ITERATIONS);
    try {
      return await worker.run(problem);
    } catch (error) {
      if (error instanceof FillBusy)
        throw tooManyRequests('Suggestions are being worked out for others; try again in a moment.', 2);
      app.log.error({ err: error }, 'suggest-fill failed');
      throw new HttpError(503, 'Suggestions are not available right now; nothing was changed. Try again.');
    }
  });

  declareRoute(app, contract.acceptFill, async ({ body }, request) => ({
    entries: await acceptFill(app, request.auth, body),
  }));
  registerFillUndo(app);
  registerSharedSuggestions(app);

  declareRoute(app, contract.candidates, async ({ query }) => {
    const problem = await problemOf(monthOf(query.date), [query.date], seedOf(monthOf(query.date)), 0);
    const found = candidatesFor(problem, query.date, query.slot);
    if (!found)
      throw fieldError(
        'slot',
        `${formatUsDate(query.date)} has no ${SLOT_LABELS[query.slot]} session (a weekend, a holiday or a closed day).`,
      );
    return found;
  });
}
