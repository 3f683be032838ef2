import type { Kysely } from 'kysely';
import { notNull, withId } from './support.js';

/**
 * Suggest-fill (issue 33): each physician's share of the calls (percent; 100 full time, 50 part
 * time, 0 none), set by administrators; and the days physicians mark for a month as unavailable
 * or "prefer not", one mark per person and day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('call_share', 'integer', (column) => column.notNull().defaultTo(100))
    .execute();
  await withId(db, db.schema.createTable('call_preferences'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('date', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('call_preferences_user_date', ['user_id', 'date'])
    .execute();
  await db.schema.createIndex('call_preferences_date').on('call_preferences').column('date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_preferences').execute();
  await db.schema.alterTable('users').dropColumn('call_share').execute();
}
