import {
  replySubject,
  type MessageRecord,
  type OpenMessageResponse,
  type ReplyBody,
  type SendMessageBody,
} from '../../shared/schemas/messages.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { notFound, unprocessable } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { publishNewMessage, publishUnread } from './messages.live.js';
import { findReplySource, MESSAGE_NOT_FOUND } from './messages.views.js';
import {
  activeUserIds,
  findMessage,
  insertMessage,
  insertRecipients,
  markRead,
  participation,
  recipientsOf,
  toMessageRecord,
  unreadCount,
  unreadCounts,
} from './messages.repository.js';
import { inTransaction } from '../db/transaction.js';

interface NewMessage {
  subject: string;
  message: string;
  recipientIds: number[];
  replyTo: number | null;
}

/**
 * Stores a message and its recipients in one transaction (recipients must be active users),
 * reads each recipient's new unread count inside it, and only after the commit tells the
 * recipients' rooms and the sender's own room.
 */
async function storeAndPublish(
  { db, publisher }: ServiceDeps,
  actor: AuthUser,
  draft: NewMessage,
): Promise<MessageRecord> {
  const now = new Date().toISOString();
  const { message, counts } = await inTransaction(db, async (trx) => {
    await assertActiveRecipients(trx, draft.recipientIds);
    const id = await insertMessage(trx, {
      subject: draft.subject,
      message: draft.message,
      sender_id: actor.id,
      reply_to: draft.replyTo,
      create_by: actor.id,
      update_by: actor.id,
      created_at: now,
      updated_at: now,
      version: 1,
    });
    await insertRecipients(trx, id, draft.recipientIds, now);
    await recordAudit(trx, {
      actor,
      area: 'messages',
      action: 'send',
      entityId: id,
      before: null,
      after: { recipients: draft.recipientIds.length, reply_to: draft.replyTo },
    });
    const row = (await findMessage(trx, id))!;
    const recipients = (await recipientsOf(trx, [id])).get(id) ?? [];
    // Counted inside the transaction: writes are serialized, so counts reach sockets in order.
    const counts = await unreadCounts(trx, draft.recipientIds);
    return { message: toMessageRecord(row, recipients, true), counts };
  });
  publishNewMessage(publisher, actor.id, message, counts);
  return message;
}

async function assertActiveRecipients(db: Db, ids: number[]): Promise<void> {
  const active = await activeUserIds(db, ids);
  const refused = ids.filter((id) => !active.has(id));
  if (refused.length > 0) {
    throw unprocessable({
      recipients: [
        refused.length === 1
          ? `Recipient ${refused[0]} is not an active user.`
          : `Recipients ${refused.join(', ')} are not active users.`,
      ],
    });
  }
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
export async function openMessage(
  { db, publisher }: ServiceDeps,
  actor: AuthUser,
  id: number,
): Promise<OpenMessageResponse> {
  const now = new Date().toISOString();
  const { message, count, changed } = await inTransaction(db, async (trx) => {
    const found = await participation(trx, id, actor.id);
    if (!found || (!found.isSender && !found.recipient)) throw notFound(MESSAGE_NOT_FOUND);
    const changed = found.recipient ? await markRead(trx, id, actor.id, now) : false;
    const recipients = (await recipientsOf(trx, [id])).get(id) ?? [];
    const count = await unreadCount(trx, actor.id);
    return { message: toMessageRecord(found.message, recipients, true), count, changed };
  });
  if (changed) publishUnread(publisher, actor.id, { unreadCount: count, readMessageIds: [id] });
  return { message, unreadCount: count };
}
