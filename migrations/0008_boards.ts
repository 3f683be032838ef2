import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * Wall boards: devices, not people. The url's secret token is kept only as its SHA-256 hash;
 * a board turned off keeps its row (is_active 0) and its credential is refused from then on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('boards'))
      .addColumn('name', 'text', notNull)
      .addColumn('token_hash', 'text', notNull)
      .addColumn('allow_names', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('window_start', 'text', (column) => column.notNull().defaultTo('06:00'))
      .addColumn('window_end', 'text', (column) => column.notNull().defaultTo('19:00'))
      .addColumn('rotation_seconds', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('last_seen_at', 'text'),
  ).execute();
  await db.schema.createIndex('boards_token_hash_unique').on('boards').unique().column('token_hash').execute();
  await db.schema.createIndex('boards_is_active').on('boards').column('is_active').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('boards').execute();
}
