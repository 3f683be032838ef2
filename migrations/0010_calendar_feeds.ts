import type { Kysely } from 'kysely';
import { notNull, withId } from './support.js';

/** A user's personal calendar feed: one secret URL per user, stored as a hash; revoking deletes it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('calendar_feeds'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('token_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('calendar_feeds_user_unique').on('calendar_feeds').unique().column('user_id').execute();
  await db.schema
    .createIndex('calendar_feeds_token_unique')
    .on('calendar_feeds')
    .unique()
    .column('token_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
