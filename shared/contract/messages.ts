import { z } from 'zod';
import { idParamsSchema } from '../schemas/common.js';
import {
  messageRecordSchema,
  messagesResponseSchema,
  messageViewResponseSchema,
  openMessageResponseSchema,
  replyBodySchema,
  replyParamsSchema,
  replySourceResponseSchema,
  sendMessageBodySchema,
} from '../schemas/messages.js';
import { access, endpoint } from './endpoint.js';

const oneMessage = z.object({ message: messageRecordSchema });

/** Internal messaging: every signed-in user may send, and sees only what they sent or received. */
export const messagesContract = {
  send: endpoint({
    method: 'POST',
    path: '/send-message',
    summary: 'Sends a message to one or more active users',
    access: access.session,
    body: sendMessageBodySchema,
    response: oneMessage,
    status: 201,
    refusals: ['validation'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/messages',
    summary: "The caller's received and sent messages (newest first) and unread count",
    access: access.session,
    response: messagesResponseSchema,
  }),
  open: endpoint({
    method: 'GET',
    path: '/message/:id',
    summary: 'Opens a message: read by the caller from now on',
    access: access.session,
    params: idParamsSchema,
    response: openMessageResponseSchema,
    refusals: ['validation', 'not_found'],
  }),
  received: endpoint({
    method: 'GET',
    path: '/recivedbox/:id',
    summary: 'A message the caller sent or received, with its recipients’ names',
    access: access.session,
    params: idParamsSchema,
    response: messageViewResponseSchema,
    refusals: ['validation', 'not_found'],
  }),
  sent: endpoint({
    method: 'GET',
    path: '/sentbox/:id',
    summary: 'A message the caller sent or received, with its recipients’ names',
    access: access.session,
    params: idParamsSchema,
    response: messageViewResponseSchema,
    refusals: ['validation', 'not_found'],
  }),
  replySource: endpoint({
    method: 'GET',
    path: '/message-reply/:id/:senderId',
    summary: 'The message the caller received from `senderId`, to reply to',
    access: access.session,
    params: replyParamsSchema,
    response: replySourceResponseSchema,
    refusals: ['validation', 'not_found'],
  }),
  reply: endpoint({
    method: 'POST',
    path: '/message/reply/:id/:senderId',
    summary: 'Replies to the sender of a message the caller received',
    access: access.session,
    params: replyParamsSchema,
    body: replyBodySchema,
    response: oneMessage,
    status: 201,
    refusals: ['validation', 'not_found'],
  }),
};
