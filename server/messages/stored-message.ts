import type { MessageRecord } from '../../shared/schemas/messages.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/connect.js';
import { insertStamp } from '../db/stamps.js';
import { writeAt } from '../db/transaction.js';
import { unprocessable } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { publishNewMessage } from './messages.live.js';
import {
  activeUserIds,
  findMessage,
  insertMessage,
  insertRecipients,
  recipientsOf,
  toMessageRecord,
  unreadCounts,
} from './messages.repository.js';

export interface NewMessage {
  subject: string;
  message: string;
  recipientIds: number[];
  replyTo: number | null;
}

/** A stored message and its recipients' unread counts, to publish once the transaction commits. */
export interface StoredMessage {
  message: MessageRecord;
  counts: Map<number, number>;
}

/**
 * Stores a message and its recipients inside the caller's transaction (recipients must be active
 * users) and reads each recipient's new unread count there: writes are serialized, so counts
 * reach sockets in order. Another area's write that notifies people calls this in its own
 * transaction, so the notice commits with the change or not at all, and publishes after commit.
 */
export async function storeMessage(trx: Db, actor: AuthUser, draft: NewMessage): Promise<StoredMessage> {
  const now = writeAt(trx);
  await assertActiveRecipients(trx, draft.recipientIds);
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
  const row = (await findMessage(trx, id))!;
  const recipients = (await recipientsOf(trx, [id])).get(id) ?? [];
  const counts = await unreadCounts(trx, draft.recipientIds);
  return { message: toMessageRecord(row, recipients, true), counts };
}

/** Tells the recipients' rooms and the sender's own room of a committed message. */
export const publishStoredMessage = (publisher: ServiceDeps['publisher'], actor: AuthUser, stored: StoredMessage) =>
  publishNewMessage(publisher, actor.id, stored.message, stored.counts);

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
