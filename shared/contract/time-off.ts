import { z } from 'zod';
import {
  addVacationBodySchema,
  deleteVacationDateBodySchema,
  timeOffRecordSchema,
  vacationDataQuerySchema,
} from '../schemas/call-calendar-time-off.js';
import { callSlotSchema } from '../schemas/call-calendar.js';
import { idParamsSchema } from '../schemas/common.js';
import { surgeonSchema } from '../schemas/surgeons.js';
import { access, endpoint } from './endpoint.js';

const writer = access.permission('call-calendar.write');

/** Surgeons' time off (vacation, CME, sick…), kept with the call calendar (spec §7). */
export const timeOffContract = {
  surgeons: endpoint({
    method: 'GET',
    path: '/vacation/filter-surgeons',
    summary: 'The active surgeons, by name',
    access: access.session,
    response: z.array(surgeonSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/vacation-data',
    summary: 'Every time-off record, or with `year` (and `month`) those with a date in it',
    access: access.session,
    query: vacationDataQuerySchema,
    response: z.object({ vacations: z.array(timeOffRecordSchema) }),
    refusals: ['validation'],
  }),
  add: endpoint({
    method: 'POST',
    path: '/add-vacation-data',
    summary:
      "Adds time off over a range; the surgeon's calls on those days are emptied (a soft rule warns until `acknowledge_warnings`)",
    access: writer,
    body: addVacationBodySchema,
    response: z.object({
      message: z.string(),
      vacation: timeOffRecordSchema,
      cleared_calls: z.array(z.object({ date: z.string(), slot: callSlotSchema })),
    }),
    status: 201,
    refusals: ['validation', 'schedule_warning'],
  }),
  removeDate: endpoint({
    method: 'POST',
    path: '/vacation/:id/delete-date',
    summary: 'Removes one date of a time-off record; answers the record, or null when no date is left',
    access: writer,
    params: idParamsSchema,
    body: deleteVacationDateBodySchema,
    response: z.object({ vacation: timeOffRecordSchema.nullable() }),
    refusals: ['validation', 'not_found'],
  }),
};
