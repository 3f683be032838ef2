import type { FastifyInstance } from 'fastify';
import { fairnessLedgerContract as contract } from '../../shared/contract/fairness-ledger.js';
import { toIsoDate } from '../../shared/dates.js';
import { fieldError } from '../http/errors.js';
import { declareRoute } from '../http/declare-route.js';
import { listHolidays } from '../scheduling/scheduling.queries.js';
import { addHoliday, removeHoliday } from './holidays.service.js';
import { readLedger } from './ledger.repository.js';

/** The longest range the ledger counts at once: three years. */
export const LEDGER_MAX_YEARS = 3;

/** The last day a ledger starting on `from` may end on: three years later, less a day. */
export function ledgerRangeEnd(from: string): string {
  const [year, month, day] = from.split('-') as [string, string, string];
  return toIsoDate(new Date(Number(year) + LEDGER_MAX_YEARS, Number(month) - 1, Number(day) - 1));
}

/** The fairness ledger and the practice holidays it counts (issue 24), as shared/contract/fairness-ledger.ts declares them. */
export async function fairnessLedgerRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.ledger, async ({ query }) => {
    if (query.to > ledgerRangeEnd(query.from))
      throw fieldError('to', `The range may be at most ${LEDGER_MAX_YEARS} years long.`);
    return readLedger(app.db, query.from, query.to, app.config.fridayNightIsWeekend);
  });
  declareRoute(app, contract.holidays, async ({ query }) => ({ holidays: await listHolidays(app.db, query.year) }));
  declareRoute(app, contract.addHoliday, async ({ body }, request) => addHoliday(app, request.auth, body));
  declareRoute(app, contract.removeHoliday, async ({ params }, request) => {
    const removed = await removeHoliday(app, request.auth, params.id);
    return { message: `${removed.name} (${removed.date}) is no longer a practice holiday.` };
  });
}
