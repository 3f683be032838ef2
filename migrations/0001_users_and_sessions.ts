import type { Kysely } from 'kysely';
import { lower, notNull, withAudit, withId } from './support.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('users'))
      .addColumn('name', 'text', notNull)
      .addColumn('initial', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('username', 'text', notNull)
      .addColumn('password_hash', 'text', notNull)
      .addColumn('hiring_year', 'text')
      .addColumn('role', 'integer', (column) => column.notNull().defaultTo(4))
      .addColumn('allowed_vacation', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('user_status', 'integer', (column) => column.notNull().defaultTo(1)),
  ).execute();
  await db.schema.createIndex('users_username_unique').on('users').unique().expression(lower('username')).execute();
  await db.schema.createIndex('users_email_unique').on('users').unique().expression(lower('email')).execute();
  await db.schema.createIndex('users_role_status').on('users').columns(['role', 'user_status']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
