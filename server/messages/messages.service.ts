import {
  replySubject,
  type MessageRecord,
  type OpenMessageResponse,
  type ReplyBody,
  type SendMessageBody,
} from '../../shared/schemas/messages.js';
import type { AuthUser } from '../auth/auth-user.js';
import { notFound } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import './messages.changes.js';
import { storeMessage, type NewMessage } from './stored-message.js';
import { findReplySource, MESSAGE_NOT_FOUND } from './messages.views.js';
import { markRead, participation, recipientsOf, toMessageRecord, unreadCount } from './messages.repository.js';
import { inTransaction, recordChange, writeAt } from '../db/transaction.js';

/** Stores a message in its own transaction and, after the commit, tells everyone concerned. */
async function storeAndPublish(deps: ServiceDeps, actor: AuthUser, draft: NewMessage): Promise<MessageRecord> {
  const stored = await inTransaction(deps, (trx) => storeMessage(trx, actor, draft));
  return stored.message;
}

export function sendMessage(deps: ServiceDeps, actor: AuthUser, body: SendMessageBody): Promise<MessageRecord> {
  return storeAndPublish(deps, actor, {
    subject: body.subject,
    message: body.message,
    recipientIds: body.recipients,
    replyTo: null,
  });
}

/**
 * A reply is a new message from a recipient of message `id` to its sender `senderId`,
 * with subject "Re: …", linked to the original. Anyone who did not receive message `id`
 * from `senderId` gets 404, so ids cannot be probed.
 */
export async function replyToMessage(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  senderId: number,
  body: ReplyBody,
): Promise<MessageRecord> {
  const original = await findReplySource(deps.db, actor, id, senderId);
  return storeAndPublish(deps, actor, {
    subject: replySubject(original.subject),
    message: body.message,
    recipientIds: [original.sender_id],
    replyTo: original.id,
  });
}

/**
 * `GET /message/{id}`: the message as the caller sees it, marked read when they are a
 * recipient. When that changes their count, every open tab of theirs is told.
 */
export async function openMessage(deps: ServiceDeps, actor: AuthUser, id: number): Promise<OpenMessageResponse> {
  const { message, count } = await inTransaction(deps, async (trx) => {
    const found = await participation(trx, id, actor.id);
    if (!found || (!found.isSender && !found.recipient)) throw notFound(MESSAGE_NOT_FOUND);
    const changed = found.recipient ? await markRead(trx, id, actor.id, writeAt(trx)) : false;
    const recipients = (await recipientsOf(trx, [id])).get(id) ?? [];
    const count = await unreadCount(trx, actor.id);
    if (changed)
      recordChange(trx, {
        kind: 'messages-read',
        userId: actor.id,
        event: { unreadCount: count, readMessageIds: [id] },
      });
    return { message: toMessageRecord(found.message, recipients, true), count };
  });
  return { message, unreadCount: count };
}
