import type { Insertable } from 'kysely';
import type { MessagePerson, MessageRecord } from '../../shared/schemas/messages.js';
import type { Db } from '../db/connect.js';
import type { MessagesTable } from './messages.tables.js';

/** SQLite allows some 32k bound values per statement; stay far below it. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export async function insertMessage(db: Db, values: Insertable<MessagesTable>): Promise<number> {
  const row = await db.insertInto('messages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRecipients(
  db: Db,
  messageId: number,
  recipientIds: readonly number[],
  now: string,
): Promise<void> {
  for (const group of chunks(recipientIds)) {
    await db
      .insertInto('message_recipients')
      .values(group.map((recipient_id) => ({ message_id: messageId, recipient_id, read_at: null, created_at: now })))
      .execute();
  }
}

/** The names of those of `ids` who are active users, by id. */
export async function activeUserNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const active = new Map<number, string>();
  for (const group of chunks(ids)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', group)
      .where('user_status', '=', 1)
      .execute();
    for (const row of rows) active.set(row.id, row.name);
  }
  return active;
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('message_recipients')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Unread counts of many users at once (users with none are answered 0). */
export async function unreadCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  for (const group of chunks(userIds)) {
    const rows = await db
      .selectFrom('message_recipients')
      .select(['recipient_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('recipient_id', 'in', group)
      .where('read_at', 'is', null)
      .groupBy('recipient_id')
      .execute();
    for (const row of rows) counts.set(row.recipient_id, Number(row.count));
  }
  return counts;
}

function selectMessages(db: Db) {
  return db
    .selectFrom('messages')
    .innerJoin('users as sender', 'sender.id', 'messages.sender_id')
    .select([
      'messages.id',
      'messages.subject',
      'messages.message',
      'messages.created_at',
      'messages.reply_to',
      'messages.sender_id',
      'sender.name as sender_name',
    ]);
}

export type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

export function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  return selectMessages(db).where('messages.id', '=', id).executeTakeFirst();
}

/** How `userId` takes part in a message: as its sender, as a recipient (with read state), or not. */
export async function participation(db: Db, messageId: number, userId: number) {
  const message = await findMessage(db, messageId);
  if (!message) return null;
  const recipientRow = await db
    .selectFrom('message_recipients')
    .select('read_at')
    .where('message_id', '=', messageId)
    .where('recipient_id', '=', userId)
    .executeTakeFirst();
  return { message, isSender: message.sender_id === userId, recipient: recipientRow ?? null };
}

/** Marks a message read for one recipient; answers whether it was unread. */
export async function markRead(db: Db, messageId: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('message_recipients')
    .set({ read_at: now })
    .where('message_id', '=', messageId)
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Each message's recipients, in the order they were chosen. */
export async function recipientsOf(db: Db, messageIds: readonly number[]): Promise<Map<number, MessagePerson[]>> {
  const byMessage = new Map<number, MessagePerson[]>(messageIds.map((id) => [id, []]));
  for (const group of chunks(messageIds)) {
    const rows = await db
      .selectFrom('message_recipients')
      .innerJoin('users', 'users.id', 'message_recipients.recipient_id')
      .select(['message_recipients.message_id', 'users.id', 'users.name'])
      .where('message_recipients.message_id', 'in', group)
      .orderBy('message_recipients.id')
      .execute();
    for (const row of rows) byMessage.get(row.message_id)?.push({ id: row.id, name: row.name });
  }
  return byMessage;
}

export function toMessageRecord(row: MessageRow, recipients: MessagePerson[], isRead: boolean): MessageRecord {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    sender: { id: row.sender_id, name: row.sender_name },
    recipients,
    created_at: row.created_at,
    is_read: isRead,
    reply_to: row.reply_to,
  };
}

export async function listReceived(db: Db, userId: number, limit: number): Promise<MessageRecord[]> {
  const rows = await selectMessages(db)
    .innerJoin('message_recipients as mine', 'mine.message_id', 'messages.id')
    .select('mine.read_at')
    .where('mine.recipient_id', '=', userId)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
  const recipients = await recipientsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMessageRecord(row, recipients.get(row.id) ?? [], row.read_at !== null));
}

export async function listSent(db: Db, userId: number, limit: number): Promise<MessageRecord[]> {
  const rows = await selectMessages(db)
    .where('messages.sender_id', '=', userId)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(limit)
    .execute();
  const recipients = await recipientsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMessageRecord(row, recipients.get(row.id) ?? [], true));
}
