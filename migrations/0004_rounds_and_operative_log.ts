import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * Hospital rounds and the operative log. Timestamps are ISO UTC; `updated_on` / `created_on`
 * hold the practice-time-zone day (YYYY-MM-DD) written by the service, so "the archive of a
 * day" and "the entries of a day or year" are indexed range queries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('hospital_rounds'))
      .addColumn('room', 'text', notNull)
      .addColumn('first_name', 'text', notNull)
      .addColumn('last_name', 'text', notNull)
      .addColumn('age', 'text', notNull)
      .addColumn('mrn', 'text', notNull)
      .addColumn('diagnosis', 'text', notNull)
      .addColumn('procedure', 'text', notNull)
      .addColumn('notes', 'text', notNull)
      .addColumn('facility', 'text', (column) => column.notNull().defaultTo('PHH'))
      .addColumn('so', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('dc', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('is_archived', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_on', 'text', notNull)
      .addColumn('updated_on', 'text', notNull),
  ).execute();
  await db.schema
    .createIndex('hospital_rounds_state')
    .on('hospital_rounds')
    .columns(['is_archived', 'so', 'dc'])
    .execute();
  await db.schema.createIndex('hospital_rounds_updated_on').on('hospital_rounds').column('updated_on').execute();

  await withAudit(
    withId(db, db.schema.createTable('operative_entries'))
      .addColumn('first_name', 'text', notNull)
      .addColumn('last_name', 'text', notNull)
      .addColumn('mrn', 'text', notNull)
      .addColumn('surgeon', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('assistant', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('diagnosis', 'text', notNull)
      .addColumn('procedure', 'text', notNull)
      .addColumn('facility', 'text', (column) => column.notNull().defaultTo('PHH'))
      .addColumn('is_archived', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_on', 'text', notNull),
  ).execute();
  // Covers the day lists and the yearly statistics (both group by surgeon or assistant).
  await db.schema
    .createIndex('operative_entries_day')
    .on('operative_entries')
    .columns(['created_on', 'is_archived', 'surgeon', 'assistant'])
    .execute();
  await db.schema.createIndex('operative_entries_surgeon').on('operative_entries').column('surgeon').execute();
  await db.schema.createIndex('operative_entries_assistant').on('operative_entries').column('assistant').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operative_entries').execute();
  await db.schema.dropTable('hospital_rounds').execute();
}
