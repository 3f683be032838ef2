import { z } from 'zod';
import {
  addHolidayBodySchema,
  fairnessLedgerSchema,
  holidayListSchema,
  holidaySchema,
  holidaysQuerySchema,
  ledgerQuerySchema,
} from '../schemas/fairness-ledger.js';
import { idParamsSchema } from '../schemas/common.js';
import { access, endpoint } from './endpoint.js';

const holidayEditor = access.permission(
  'holidays.manage',
  'Unauthorized access. Only administrators may change the practice holidays.',
);

/** The fairness ledger everyone can check, and the practice holidays it counts (issue 24). */
export const fairnessLedgerContract = {
  ledger: endpoint({
    method: 'GET',
    path: '/fairness-ledger',
    summary:
      'Per surgeon, exact call counts by kind over a date range, the days behind each, and the deviation from the mean',
    access: access.session,
    query: ledgerQuerySchema,
    response: fairnessLedgerSchema,
    refusals: ['validation'],
  }),
  holidays: endpoint({
    method: 'GET',
    path: '/holidays',
    summary: 'The practice holidays (of a year)',
    access: access.session,
    query: holidaysQuerySchema,
    response: holidayListSchema,
    refusals: ['validation'],
  }),
  addHoliday: endpoint({
    method: 'POST',
    path: '/holidays',
    summary: 'Adds a practice holiday (one per date)',
    access: holidayEditor,
    body: addHolidayBodySchema,
    response: holidaySchema,
    status: 201,
    refusals: ['validation'],
  }),
  removeHoliday: endpoint({
    method: 'DELETE',
    path: '/holidays/:id',
    summary: 'Removes a practice holiday',
    access: holidayEditor,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    refusals: ['validation', 'not_found'],
  }),
};
