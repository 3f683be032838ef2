import {
  approveTimeOffBodySchema,
  createTimeOffRequestBodySchema,
  timeOffPreviewQuerySchema,
  timeOffPreviewSchema,
  timeOffRequestDetailSchema,
  timeOffRequestListSchema,
  timeOffRequestsQuerySchema,
} from '../schemas/time-off-requests.js';
import { declineBodySchema } from '../schemas/call-requests.js';
import { idParamsSchema } from '../schemas/common.js';
import { access, endpoint } from './endpoint.js';

const asker = access.permission(['call-requests.make', 'call-calendar.write']);
const scheduler = access.permission('call-calendar.write');
const transition = {
  params: idParamsSchema,
  response: timeOffRequestDetailSchema,
  conflict: timeOffRequestDetailSchema,
} as const;

/** Time-off requests (issue 24): a physician asks, a scheduler approves (all or some days) or declines. */
export const timeOffRequestsContract = {
  list: endpoint({
    method: 'GET',
    path: '/time-off-requests',
    summary: 'A physician’s own requests; a scheduler’s every request (pending ones unless state=all)',
    access: asker,
    query: timeOffRequestsQuerySchema,
    response: timeOffRequestListSchema,
    refusals: ['validation'],
  }),
  preview: endpoint({
    method: 'GET',
    path: '/time-off-requests/preview',
    summary: 'The calls and office sessions a request would vacate, and whether it is later than the notice period',
    access: asker,
    query: timeOffPreviewQuerySchema,
    response: timeOffPreviewSchema,
    refusals: ['validation'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/time-off-requests',
    summary: 'Asks for time off; the schedulers get a message',
    access: asker,
    body: createTimeOffRequestBodySchema,
    response: timeOffRequestDetailSchema,
    status: 201,
    refusals: ['validation'],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/time-off-requests/:id/approve',
    summary: 'Approves all or some days, through time off’s own rules (emptied calls become gaps)',
    access: scheduler,
    body: approveTimeOffBodySchema,
    ...transition,
    refusals: ['validation', 'schedule_warning', 'not_found', 'conflict'],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/time-off-requests/:id/decline',
    summary: 'Declines a pending request',
    access: scheduler,
    body: declineBodySchema,
    ...transition,
    refusals: ['validation', 'not_found', 'conflict'],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/time-off-requests/:id/cancel',
    summary: 'Its author cancels a pending or approved request (approved time off is removed again)',
    access: asker,
    body: declineBodySchema,
    ...transition,
    refusals: ['validation', 'not_found', 'conflict'],
  }),
};
