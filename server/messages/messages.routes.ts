import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/schemas/common.js';
import { replyBodySchema, replyParamsSchema, sendMessageBodySchema } from '../../shared/schemas/messages.js';
import { parse } from '../http/validate.js';
import { registerMessagesLive } from './messages.live.js';
import { openMessage, replyToMessage, sendMessage } from './messages.service.js';
import { readMessages, readMessageView, readReplySource } from './messages.views.js';

/** Internal messaging: every signed-in user may send, and sees only what they sent or received. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.post('/send-message', async (request, reply) => {
    const body = parse(sendMessageBodySchema, request.body);
    return reply.status(201).send({ message: await sendMessage(app, request.auth, body) });
  });

  app.get('/messages', async (request) => readMessages(app.db, request.auth.id));

  app.get('/message/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return openMessage(app, request.auth, id);
  });

  app.get('/recivedbox/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return readMessageView(app.db, request.auth, id);
  });

  app.get('/sentbox/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return readMessageView(app.db, request.auth, id);
  });

  app.get('/message-reply/:id/:senderId', async (request) => {
    const { id, senderId } = parse(replyParamsSchema, request.params);
    return readReplySource(app.db, request.auth, id, senderId);
  });

  app.post('/message/reply/:id/:senderId', async (request, reply) => {
    const { id, senderId } = parse(replyParamsSchema, request.params);
    const body = parse(replyBodySchema, request.body);
    return reply.status(201).send({ message: await replyToMessage(app, request.auth, id, senderId, body) });
  });

  registerMessagesLive(app);
}
