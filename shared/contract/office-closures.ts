import { z } from 'zod';
import {
  clearedCallSchema,
  deleteOfficeDateBodySchema,
  officeRecordBodySchema,
  officeRecordSchema,
} from '../schemas/office-closures.js';
import { idParamsSchema } from '../schemas/common.js';
import { access, endpoint } from './endpoint.js';

/** Office records: a closure of the office on a day ('Close'), or the block calendar's effective date ('BlockTime'). */
export const officeClosuresContract = {
  save: endpoint({
    method: 'POST',
    path: '/add-ofice-close-data',
    summary:
      "Saves an office record: 'Close' needs call-calendar.write and empties the day's office slots (a soft rule warns until `acknowledge_warnings`), 'BlockTime' needs block-time.write",
    // Which right applies depends on the note: the handler checks it once the body is read.
    access: access.permission(['block-time.write', 'call-calendar.write']),
    body: officeRecordBodySchema,
    response: z.object({ office: officeRecordSchema, cleared_calls: z.array(clearedCallSchema) }),
    status: 201,
    refusals: ['validation', 'schedule_warning'],
  }),
  removeClosure: endpoint({
    method: 'POST',
    path: '/office/:id/delete-date',
    summary:
      'Opens the office again on a closed day; with `restore_holders` the office holders it took off are put back',
    access: access.permission('office-closures.remove'),
    params: idParamsSchema,
    body: deleteOfficeDateBodySchema,
    response: z.object({
      office: officeRecordSchema,
      restored_calls: z.array(clearedCallSchema),
      kept_empty: z.array(clearedCallSchema.extend({ message: z.string() })),
    }),
    refusals: ['validation', 'not_found'],
  }),
};
