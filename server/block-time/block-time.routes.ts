import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { blockTimeContract as contract } from '../../shared/contract/block-time.js';
import { pad2 } from '../../shared/dates.js';
import { blockSaveBodySchema } from '../../shared/schemas/block-time.js';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { declareRoute } from '../http/declare-route.js';
import { registerBlockTimeLive } from './block-time.live.js';
import { saveBlockMonth } from './block-time.service.js';
import { readDayOverlay, readEffectiveDates, readMonthRecord, toDocumentRecord } from './block-time.views.js';
import { registerBlockTimeUndo } from './block-time.undo.js';

/**
 * The save body's shape errors answer 400 with a message, as the contract asks of this call:
 * checked after the permission guard and before declareRoute's own parse (which would answer 422).
 */
const saveBodyShape: preHandlerAsyncHookHandler = async (request) => {
  try {
    parse(blockSaveBodySchema, request.body);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) throw new HttpError(400, error.message, error.extra);
    throw error;
  }
};

/** Block time (spec §7), as shared/contract/block-time.ts declares it. */
export async function blockTimeRoutes(app: FastifyInstance): Promise<void> {
  registerBlockTimeUndo(app);
  declareRoute(app, contract.month, async ({ query }) => [
    toDocumentRecord(await readMonthRecord(app.db, `${query.year}-${pad2(query.month)}`)),
  ]);
  declareRoute(
    app,
    contract.save,
    async ({ body }, request) => {
      const { record, changedDates } = await saveBlockMonth(app, request.auth, body);
      return { message: 'Data saved successfully!', ...toDocumentRecord(record), changedDates };
    },
    { preHandler: saveBodyShape },
  );
  declareRoute(app, contract.effectiveDates, async () => readEffectiveDates(app.db));
  declareRoute(app, contract.day, async ({ query }) => (await readDayOverlay(app.db, query.event_date)).blocks);
  registerBlockTimeLive(app);
}
