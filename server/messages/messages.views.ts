import {
  MESSAGE_LIST_LIMIT,
  type MessagesResponse,
  type MessageViewResponse,
  type ReplySourceResponse,
} from '../../shared/schemas/messages.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { notFound } from '../http/errors.js';
import { listReceived, listSent, participation, recipientsOf, unreadCount } from './messages.repository.js';

/** `GET /messages` and the user room's snapshot part: both boxes, newest first, and the count. */
export async function readMessages(db: Db, userId: number): Promise<MessagesResponse> {
  const [received, sent, count] = await Promise.all([
    listReceived(db, userId, MESSAGE_LIST_LIMIT),
    listSent(db, userId, MESSAGE_LIST_LIMIT),
    unreadCount(db, userId),
  ]);
  return { received, sent, unreadCount: count };
}

/**
 * `GET /recivedbox/{id}` and `GET /sentbox/{id}`: one message for someone who sent or
 * received it (404 for anyone else). Reading it here does not mark it read; `GET /message/{id}` does.
 */
export async function readMessageView(db: Db, actor: AuthUser, id: number): Promise<MessageViewResponse> {
  const found = await participation(db, id, actor.id);
  if (!found || (!found.isSender && !found.recipient)) throw notFound(MESSAGE_NOT_FOUND);
  const { message } = found;
  const recipients = (await recipientsOf(db, [id])).get(id) ?? [];
  return {
    message: {
      id: message.id,
      subject: message.subject,
      message: message.message,
      sender: { id: message.sender_id, name: message.sender_name },
      created_at: message.created_at,
      is_read: found.recipient ? found.recipient.read_at !== null : true,
      reply_to: message.reply_to,
    },
    recipient_names: recipients.map((person) => person.name),
  };
}

/** `GET /message-reply/{id}/{senderId}`: what the reply screen shows, for a recipient only. */
export async function readReplySource(
  db: Db,
  actor: AuthUser,
  id: number,
  senderId: number,
): Promise<ReplySourceResponse> {
  const message = await findReplySource(db, actor, id, senderId);
  return {
    replyMessages: [
      {
        id: message.id,
        subject: message.subject,
        message: message.message,
        sender: { id: message.sender_id, name: message.sender_name },
        created_at: message.created_at,
      },
    ],
  };
}

export const MESSAGE_NOT_FOUND = 'Message not found.';

/** The message the caller received from `senderId`, or 404. */
export async function findReplySource(db: Db, actor: AuthUser, id: number, senderId: number) {
  const found = await participation(db, id, actor.id);
  if (!found?.recipient || found.message.sender_id !== senderId) throw notFound(MESSAGE_NOT_FOUND);
  return found.message;
}
