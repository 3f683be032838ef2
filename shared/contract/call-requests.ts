import {
  callRequestDetailSchema,
  callRequestListSchema,
  callRequestsQuerySchema,
  createCallRequestBodySchema,
  decideBodySchema,
  declineBodySchema,
  eligibleQuerySchema,
  eligibleResponseSchema,
  offerCoverBodySchema,
  requestOfMessageSchema,
} from '../schemas/call-requests.js';
import { ledgerEffectSchema } from '../schemas/fairness-ledger.js';
import { idParamsSchema } from '../schemas/common.js';
import { access, endpoint } from './endpoint.js';

const maker = access.permission(
  'call-requests.make',
  'Unauthorized access. Only surgeons on the call calendar may trade their calls.',
);
const scheduler = access.permission('call-calendar.write');
/** Every transition answers the request with its ledger effect; a stale or finished one answers 409 with it. */
const transition = {
  params: idParamsSchema,
  response: callRequestDetailSchema,
  conflict: callRequestDetailSchema,
} as const;

/**
 * Call swaps, give-aways and cover offers (issue 24). Who may act on a request is decided by the
 * request (its counterpart, its author, a scheduler) in the service; the access here is who may
 * reach the route at all.
 */
export const callRequestsContract = {
  list: endpoint({
    method: 'GET',
    path: '/call-requests',
    summary: 'Requests touching a month, or every request the caller is part of (open ones unless state=all)',
    access: access.session,
    query: callRequestsQuerySchema,
    response: callRequestListSchema,
    refusals: ['validation'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/call-requests/:id',
    summary: 'One request and its effect on the fairness ledger of both people',
    access: access.session,
    params: idParamsSchema,
    response: callRequestDetailSchema,
    refusals: ['validation', 'not_found'],
  }),
  eligible: endpoint({
    method: 'GET',
    path: '/call-requests/eligible',
    summary: 'Colleagues who may take a call: not on time off that day and breaking no hard rule',
    access: access.session,
    query: eligibleQuerySchema,
    response: eligibleResponseSchema,
    refusals: ['validation'],
  }),
  preview: endpoint({
    method: 'POST',
    path: '/call-requests/preview',
    summary: 'The effect a swap or give-away would have on both people’s counts (nothing is saved)',
    access: maker,
    body: createCallRequestBodySchema,
    response: ledgerEffectSchema,
    refusals: ['validation'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/call-requests',
    summary: 'Proposes a swap or a give-away of one of the caller’s own calls; the counterpart gets a message',
    access: maker,
    body: createCallRequestBodySchema,
    response: callRequestDetailSchema,
    status: 201,
    refusals: ['validation'],
  }),
  offerCover: endpoint({
    method: 'POST',
    path: '/call-requests/cover',
    summary: 'A scheduler offers an empty slot to every eligible colleague; the first to accept fills it',
    access: scheduler,
    body: offerCoverBodySchema,
    response: callRequestDetailSchema,
    status: 201,
    refusals: ['validation'],
  }),
  accept: endpoint({
    method: 'POST',
    path: '/call-requests/:id/accept',
    summary: 'The counterpart (or the first offered colleague) accepts; applied at once unless approval is required',
    access: maker,
    body: decideBodySchema,
    ...transition,
    refusals: ['validation', 'schedule_warning', 'not_found', 'conflict'],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/call-requests/:id/decline',
    summary: 'The counterpart declines (an offered colleague only drops out of the offer)',
    access: maker,
    body: declineBodySchema,
    ...transition,
    refusals: ['validation', 'not_found', 'conflict'],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/call-requests/:id/withdraw',
    summary: 'The author (or, for a cover offer, a scheduler) withdraws an open request',
    access: access.session,
    body: declineBodySchema,
    ...transition,
    refusals: ['validation', 'not_found', 'conflict'],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/call-requests/:id/approve',
    summary: 'A scheduler approves an accepted request, which applies it through the call calendar’s rules',
    access: scheduler,
    body: decideBodySchema,
    ...transition,
    refusals: ['validation', 'schedule_warning', 'not_found', 'conflict'],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/call-requests/:id/reject',
    summary: 'A scheduler declines an accepted request',
    access: scheduler,
    body: declineBodySchema,
    ...transition,
    refusals: ['validation', 'not_found', 'conflict'],
  }),
  ofMessage: endpoint({
    method: 'GET',
    path: '/request-messages/:id',
    summary: 'The request a message of the caller’s is about (to offer Accept / Decline beside it)',
    access: access.session,
    params: idParamsSchema,
    response: requestOfMessageSchema,
    refusals: ['validation', 'not_found'],
  }),
};
