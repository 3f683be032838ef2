import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * Case tracking: where each procedure event stands in the OR day (case_progress, one row per
 * case once anything is recorded, with its family case code), each milestone it reached
 * (case_milestones), and the kind of each board (a wall board, or the family waiting room's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    db.schema
      .createTable('case_progress')
      .addColumn('event_id', 'integer', (column) => column.primaryKey())
      .addColumn('case_code', 'text', notNull)
      .addColumn('step', 'text')
      .addColumn('delay_reason', 'text')
      .addColumn('delay_note', 'text')
      .addColumn('delay_date', 'text')
      .addColumn('delay_time', 'text')
      .addColumn('delay_set_at', 'text')
      .addColumn('cancel_reason', 'text')
      .addColumn('cancel_note', 'text')
      .addColumn('cancel_date', 'text')
      .addColumn('cancel_time', 'text'),
  ).execute();

  await withId(db, db.schema.createTable('case_milestones'))
    .addColumn('event_id', 'integer', notNull)
    .addColumn('step', 'text', notNull)
    .addColumn('at_date', 'text', notNull)
    .addColumn('at_time', 'text', notNull)
    .addColumn('set_by', 'integer')
    .addColumn('set_at', 'text', notNull)
    .addColumn('entered_late', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('correction_reason', 'text')
    .addUniqueConstraint('case_milestones_event_step', ['event_id', 'step'])
    .execute();
  await db.schema.createIndex('case_milestones_at_date').on('case_milestones').columns(['at_date', 'step']).execute();

  await db.schema
    .alterTable('boards')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('wall'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('boards').dropColumn('kind').execute();
  await db.schema.dropTable('case_milestones').execute();
  await db.schema.dropTable('case_progress').execute();
}
