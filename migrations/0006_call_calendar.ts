import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * The monthly call calendar: one row per day with its four call slots (a `version` per day, so
 * schedulers editing together never overwrite each other unseen), surgeons' time off with one
 * row per date, and the default office hours by period and effective date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('call_entries'))
      .addColumn('date', 'text', notNull)
      .addColumn('surgeon_1st', 'integer', (column) => column.references('users.id'))
      .addColumn('surgeon_2nd', 'integer', (column) => column.references('users.id'))
      .addColumn('surgeon_o_am', 'integer', (column) => column.references('users.id'))
      .addColumn('surgeon_o_pm', 'integer', (column) => column.references('users.id')),
  ).execute();
  await db.schema.createIndex('call_entries_date_unique').on('call_entries').unique().column('date').execute();

  await withAudit(
    withId(db, db.schema.createTable('time_off'))
      .addColumn('surgeon_id', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('vacation_type', 'text', notNull),
  ).execute();
  await db.schema.createIndex('time_off_surgeon').on('time_off').column('surgeon_id').execute();

  await withId(db, db.schema.createTable('time_off_dates'))
    .addColumn('time_off_id', 'integer', (column) => column.notNull().references('time_off.id').onDelete('cascade'))
    .addColumn('surgeon_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('date', 'text', notNull)
    .execute();
  await db.schema.createIndex('time_off_dates_date').on('time_off_dates').columns(['date', 'surgeon_id']).execute();
  await db.schema.createIndex('time_off_dates_record').on('time_off_dates').column('time_off_id').execute();

  await withAudit(
    withId(db, db.schema.createTable('office_hours'))
      .addColumn('period', 'text', notNull)
      .addColumn('start_time', 'text', notNull)
      .addColumn('end_time', 'text', notNull)
      .addColumn('effective_date_start', 'text', notNull),
  ).execute();
  await db.schema
    .createIndex('office_hours_period_date_unique')
    .on('office_hours')
    .unique()
    .columns(['period', 'effective_date_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('office_hours').execute();
  await db.schema.dropTable('time_off_dates').execute();
  await db.schema.dropTable('time_off').execute();
  await db.schema.dropTable('call_entries').execute();
}
