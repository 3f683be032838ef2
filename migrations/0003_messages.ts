import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * Internal messages. A message has one sender and one row per recipient in
 * message_recipients, which holds that recipient's own read state (read_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('messages'))
      .addColumn('subject', 'text', notNull)
      .addColumn('message', 'text', notNull)
      .addColumn('sender_id', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('reply_to', 'integer', (column) => column.references('messages.id')),
  ).execute();
  await db.schema.createIndex('messages_sender_created').on('messages').columns(['sender_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('message_recipients'))
    .addColumn('message_id', 'integer', (column) => column.notNull().references('messages.id'))
    .addColumn('recipient_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('message_recipients_message_recipient')
    .on('message_recipients')
    .columns(['message_id', 'recipient_id'])
    .unique()
    .execute();
  // The inbox and the unread count filter by recipient and read state.
  await db.schema
    .createIndex('message_recipients_recipient_read')
    .on('message_recipients')
    .columns(['recipient_id', 'read_at', 'message_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_recipients').execute();
  await db.schema.dropTable('messages').execute();
}
