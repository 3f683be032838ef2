import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * The block-time calendar: one row per month (its version, bumped by every save), one row per
 * block (location, date, start and end as HH:mm) and one row per checkbox state the editor sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(withId(db, db.schema.createTable('block_time_months')).addColumn('month', 'text', notNull)).execute();
  await db.schema
    .createIndex('block_time_months_month_unique')
    .on('block_time_months')
    .unique()
    .column('month')
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('block_time_entries'))
      .addColumn('month', 'text', notNull)
      .addColumn('location', 'text', notNull)
      .addColumn('date', 'text', notNull)
      .addColumn('start_time', 'text', notNull)
      .addColumn('end_time', 'text', notNull),
  ).execute();
  await db.schema.createIndex('block_time_entries_month').on('block_time_entries').column('month').execute();
  await db.schema
    .createIndex('block_time_entries_date_location_unique')
    .on('block_time_entries')
    .unique()
    .columns(['date', 'location'])
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('block_time_checkboxes'))
      .addColumn('month', 'text', notNull)
      .addColumn('location', 'text', notNull)
      .addColumn('date', 'text', notNull)
      .addColumn('checked', 'integer', notNull),
  ).execute();
  await db.schema.createIndex('block_time_checkboxes_month').on('block_time_checkboxes').column('month').execute();
  await db.schema
    .createIndex('block_time_checkboxes_date_location_unique')
    .on('block_time_checkboxes')
    .unique()
    .columns(['date', 'location'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('block_time_checkboxes').execute();
  await db.schema.dropTable('block_time_entries').execute();
  await db.schema.dropTable('block_time_months').execute();
}
