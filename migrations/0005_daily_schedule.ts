import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * The daily schedule: events (one-off, or monthly meetings via metting_q/metting_d), the
 * surgeons on each event (primary 'P' or assistant 'A'), and the administrator's order of the
 * grid's surgeon columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('schedule_events'))
      .addColumn('purpose', 'text', notNull)
      .addColumn('procedure', 'text')
      .addColumn('event_date', 'text', notNull)
      .addColumn('start_time', 'text', notNull)
      .addColumn('end_time', 'text', notNull)
      .addColumn('metting_q', 'text')
      .addColumn('metting_d', 'text')
      .addColumn('event_note', 'text')
      .addColumn('event_location', 'text')
      .addColumn('event_location_text', 'text')
      .addColumn('patient_first_name', 'text')
      .addColumn('patient_last_name', 'text')
      .addColumn('patient_mrn', 'text')
      .addColumn('case_number', 'text')
      .addColumn('is_archived', 'integer', (column) => column.notNull().defaultTo(0)),
  ).execute();
  // A day's one-off events; monthly meetings by their weekday and week of the month.
  await db.schema
    .createIndex('schedule_events_day')
    .on('schedule_events')
    .columns(['event_date', 'is_archived'])
    .execute();
  await db.schema
    .createIndex('schedule_events_monthly')
    .on('schedule_events')
    .columns(['metting_d', 'metting_q', 'is_archived', 'event_date'])
    .execute();

  await db.schema
    .createTable('schedule_event_surgeons')
    .addColumn('event_id', 'integer', (column) => column.notNull().references('schedule_events.id'))
    .addColumn('surgeon_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('surgeon_type', 'text', notNull)
    .addPrimaryKeyConstraint('schedule_event_surgeons_pk', ['event_id', 'surgeon_id'])
    .execute();
  await db.schema
    .createIndex('schedule_event_surgeons_surgeon')
    .on('schedule_event_surgeons')
    .column('surgeon_id')
    .execute();

  await db.schema
    .createTable('schedule_surgeon_order')
    .addColumn('surgeon_id', 'integer', (column) => column.primaryKey().references('users.id'))
    .addColumn('position', 'integer', notNull)
    .addColumn('update_by', 'integer')
    .addColumn('updated_at', 'text', notNull)
    .execute();

  // One row, bumped by every schedule write: lets each server node trust its cached days.
  await db.schema
    .createTable('schedule_revision')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('revision', 'integer', notNull)
    .execute();
  await (db as Kysely<{ schedule_revision: { id: number; revision: number } }>)
    .insertInto('schedule_revision')
    .values({ id: 1, revision: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedule_revision').execute();
  await db.schema.dropTable('schedule_surgeon_order').execute();
  await db.schema.dropTable('schedule_event_surgeons').execute();
  await db.schema.dropTable('schedule_events').execute();
}
