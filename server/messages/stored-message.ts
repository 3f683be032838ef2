import type { MessageRecord } from '../../shared/schemas/messages.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { insertStamp } from '../db/stamps.js';
import { recordChange, writeAt } from '../db/transaction.js';
import './messages.changes.js';
import { unprocessable } from '../http/errors.js';
import { activeUserNames, insertMessage, insertRecipients, unreadCounts } from './messages.repository.js';

export interface NewMessage {
  subject: string;
  message: string;
  recipientIds: number[];
  replyTo: number | null;
}

/** A stored message and its recipients' unread counts. */
export interface StoredMessage {
  message: MessageRecord;
  counts: Map<number, number>;
}

/**
 * Stores a message and its recipients inside the caller's transaction (recipients must be active
 * users) and reads each recipient's new unread count there: writes are serialized, so counts
 * reach sockets in order. Another area's write that notifies people calls this in its own
 * transaction, so the notice commits with the change or not at all; the rooms hear of it after.
 */
export async function storeMessage(trx: Db, actor: AuthUser, draft: NewMessage): Promise<StoredMessage> {
  const now = writeAt(trx);
  const names = await activeRecipients(trx, draft.recipientIds);
  const id = await insertMessage(trx, {
    subject: draft.subject,
    message: draft.message,
    sender_id: actor.id,
    reply_to: draft.replyTo,
    ...insertStamp(trx, actor.id),
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
  const counts = await unreadCounts(trx, draft.recipientIds);
  // The message as stored, from what this write holds (nothing to read back).
  const message: MessageRecord = {
    id,
    subject: draft.subject,
    message: draft.message,
    sender: { id: actor.id, name: actor.name },
    recipients: draft.recipientIds.map((recipientId) => ({ id: recipientId, name: names.get(recipientId)! })),
    created_at: now,
    is_read: true,
    reply_to: draft.replyTo,
  };
  recordChange(trx, { kind: 'message-stored', senderId: actor.id, message, counts });
  return { message, counts };
}

/** The names of the recipients, by id; 422 unless every one is an active user. */
async function activeRecipients(db: Db, ids: number[]): Promise<Map<number, string>> {
  const active = await activeUserNames(db, ids);
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
  return active;
}
