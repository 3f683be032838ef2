import type { Kysely } from 'kysely';
import { notNull } from './support.js';

/**
 * The outcome of each write sent with an Idempotency-Key, kept a day: a client that retries a
 * write whose answer it never got (a timeout, a lost connection, a 503) gets the first outcome
 * instead of a second write. `status` and `body` are null while only the write is known to
 * have committed (the row is inserted in the write's own transaction, the answer after it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('method', 'text', notNull)
    .addColumn('path', 'text', notNull)
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
