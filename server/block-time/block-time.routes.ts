import type { FastifyInstance } from 'fastify';
import { pad2 } from '../../shared/dates.js';
import { blockDayQuerySchema, blockMonthQuerySchema, blockSaveBodySchema } from '../../shared/schemas/block-time.js';
import { HttpError } from '../http/errors.js';
import { parse } from '../http/validate.js';
import { registerBlockTimeLive } from './block-time.live.js';
import { saveBlockMonth } from './block-time.service.js';
import { readDayOverlay, readEffectiveDates, readMonthRecord, toDocumentRecord } from './block-time.views.js';

/** The save body's shape errors answer 400 with a message, as the contract asks of this call. */
function parseSaveBody(input: unknown) {
  try {
    return parse(blockSaveBodySchema, input);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) throw new HttpError(400, error.message, error.extra);
    throw error;
  }
}

export async function blockTimeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/block-calendar', async (request) => {
    const { year, month } = parse(blockMonthQuerySchema, request.query);
    return [toDocumentRecord(await readMonthRecord(app.db, `${year}-${pad2(month)}`))];
  });

  app.post('/block-calendar', { preHandler: app.permit('block-time.write') }, async (request) => {
    const body = parseSaveBody(request.body);
    const { record, changedDates } = await saveBlockMonth(app, request.auth, body);
    return { message: 'Data saved successfully!', ...toDocumentRecord(record), changedDates };
  });

  app.get('/block-calender-effective-date', async () => readEffectiveDates(app.db));

  app.get('/daily-schedule-block-time', async (request) => {
    const { event_date } = parse(blockDayQuerySchema, request.query);
    return (await readDayOverlay(app.db, event_date)).blocks;
  });

  registerBlockTimeLive(app);
}
