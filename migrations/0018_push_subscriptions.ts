import type { Kysely } from 'kysely';
import { notNull, withId } from './support.js';

/**
 * Web Push (issue 34): each device a person lets the portal reach. `endpoint` is the push
 * service's address for that device (a capability: never shown back in full); `p256dh` and
 * `auth` encrypt what is sent to it. `session_id` is the sign-in that registered it, so signing
 * out there removes it; a password change or deactivation removes all of the person's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('session_id', 'text')
    .addColumn('endpoint', 'text', (column) => column.notNull().unique())
    .addColumn('p256dh', 'text', notNull)
    .addColumn('auth', 'text', notNull)
    .addColumn('device_name', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
