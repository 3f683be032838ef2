import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * Office records: note 'Close' is an office closure on that date; note 'BlockTime' is the
 * block-time calendar's effective start date (never shown as a closure).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('office_closures'))
      .addColumn('effective_date_start', 'text', notNull)
      .addColumn('note', 'text', notNull),
  ).execute();
  await db.schema
    .createIndex('office_closures_note_date')
    .on('office_closures')
    .columns(['note', 'effective_date_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('office_closures').execute();
}
