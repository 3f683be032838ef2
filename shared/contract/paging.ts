import { z } from 'zod';
import { idParamsSchema } from '../schemas/common.js';
import {
  ladderSchema,
  notificationAcknowledgeBodySchema,
  notificationAcknowledgeResponseSchema,
  pageRecordSchema,
  sendPageBodySchema,
} from '../schemas/paging.js';
import { access, endpoint } from './endpoint.js';

const onePage = z.object({ page: pageRecordSchema });

/** Pages with an escalation ladder (issue 34): anyone signed in pages; administrators set the ladder. */
export const pagingContract = {
  send: endpoint({
    method: 'POST',
    path: '/pages',
    summary: "Pages today's 1st call, 2nd call or a person; the ladder escalates until someone acknowledges",
    access: access.session,
    body: sendPageBodySchema,
    response: onePage,
    status: 201,
    refusals: ['validation'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/pages',
    summary: 'The pages I sent and the pages sent to me (newest first, at most 50), with their steps',
    access: access.session,
    response: z.object({ pages: z.array(pageRecordSchema) }),
  }),
  show: endpoint({
    method: 'GET',
    path: '/pages/:id',
    summary: 'One page, for its sender or a person it was sent to',
    access: access.session,
    params: idParamsSchema,
    response: onePage,
    refusals: ['validation', 'not_found'],
  }),
  acknowledge: endpoint({
    method: 'POST',
    path: '/pages/:id/acknowledge',
    summary: 'Acknowledges a page sent to me: no later step is sent',
    access: access.session,
    params: idParamsSchema,
    response: onePage,
    refusals: ['validation', 'not_found', 'conflict'],
    conflict: pageRecordSchema,
  }),
  acknowledgeFromNotification: endpoint({
    method: 'POST',
    path: '/pages/:id/acknowledge-from-notification',
    summary:
      "The notification's Acknowledge button: acknowledges the page as the person its push reached, with the capability the push carried (no session in a service worker); answers who acknowledged it, never the page's text",
    access: access.public,
    params: idParamsSchema,
    body: notificationAcknowledgeBodySchema,
    response: notificationAcknowledgeResponseSchema,
    refusals: ['validation', 'not_found'],
  }),
  ladder: endpoint({
    method: 'GET',
    path: '/paging/ladder',
    summary: 'The escalation ladder every new page follows',
    access: access.session,
    response: ladderSchema,
  }),
  setLadder: endpoint({
    method: 'PUT',
    path: '/paging/ladder',
    summary: 'Sets the escalation ladder (1–6 steps, each at least 30 s after the one before)',
    access: access.permission('users.manage'),
    body: ladderSchema,
    response: ladderSchema,
    refusals: ['validation'],
  }),
};
