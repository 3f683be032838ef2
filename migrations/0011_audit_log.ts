import type { Kysely } from 'kysely';
import { notNull, withId } from './support.js';

/**
 * The audit trail: one append-only row per write and per look at patient data. Nothing in the
 * application updates or deletes it. `before` and `after` are JSON text (never passwords or tokens).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', notNull)
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_name', 'text', notNull)
    .addColumn('actor_board_id', 'integer')
    .addColumn('area', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('address', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_area_at').on('audit_log').columns(['area', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_at').on('audit_log').columns(['actor_user_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_at').on('audit_log').columns(['entity_id', 'at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
