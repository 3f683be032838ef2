import type { FastifyInstance } from 'fastify';
import { messagesContract as contract } from '../../shared/contract/messages.js';
import { declareRoute } from '../http/declare-route.js';
import { registerMessagesLive } from './messages.live.js';
import { openMessage, replyToMessage, sendMessage } from './messages.service.js';
import { readMessages, readMessageView, readReplySource } from './messages.views.js';

/** Internal messaging, as shared/contract/messages.ts declares it. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  declareRoute(app, contract.send, async ({ body }, request) => ({
    message: await sendMessage(app, request.auth, body),
  }));
  declareRoute(app, contract.list, async (_input, request) => readMessages(app.db, request.auth.id));
  declareRoute(app, contract.open, async ({ params }, request) => openMessage(app, request.auth, params.id));
  declareRoute(app, contract.received, async ({ params }, request) => readMessageView(app.db, request.auth, params.id));
  declareRoute(app, contract.sent, async ({ params }, request) => readMessageView(app.db, request.auth, params.id));
  declareRoute(app, contract.replySource, async ({ params }, request) =>
    readReplySource(app.db, request.auth, params.id, params.senderId),
  );
  declareRoute(app, contract.reply, async ({ params, body }, request) => ({
    message: await replyToMessage(app, request.auth, params.id, params.senderId, body),
  }));

  registerMessagesLive(app);
}
