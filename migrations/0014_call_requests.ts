import type { Kysely } from 'kysely';
import { notNull, withAudit, withId } from './support.js';

/**
 * Issue 24: call swaps, give-aways and cover offers (call_requests, with who each open offer went
 * to in call_request_offers), time-off requests, the practice holidays the fairness ledger counts,
 * and which messages are about which request (request_messages).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withAudit(
    withId(db, db.schema.createTable('call_requests'))
      .addColumn('kind', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('date', 'text', notNull)
      .addColumn('slot', 'text', notNull)
      .addColumn('from_surgeon_id', 'integer')
      .addColumn('to_surgeon_id', 'integer')
      .addColumn('return_date', 'text')
      .addColumn('return_slot', 'text')
      .addColumn('author_id', 'integer', notNull)
      .addColumn('accepted_by', 'integer')
      .addColumn('decided_by', 'integer')
      .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('expires_at', 'text', notNull)
      .addColumn('applied_at', 'text'),
  ).execute();
  await db.schema.createIndex('call_requests_state_date').on('call_requests').columns(['state', 'date']).execute();
  await db.schema.createIndex('call_requests_return_date').on('call_requests').column('return_date').execute();

  await db.schema
    .createTable('call_request_offers')
    .addColumn('request_id', 'integer', notNull)
    .addColumn('surgeon_id', 'integer', notNull)
    .addColumn('declined_at', 'text')
    .addPrimaryKeyConstraint('call_request_offers_pk', ['request_id', 'surgeon_id'])
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('time_off_requests'))
      .addColumn('surgeon_id', 'integer', notNull)
      .addColumn('vacation_type', 'text', notNull)
      .addColumn('start_date', 'text', notNull)
      .addColumn('end_date', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('approved_dates', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('late_notice', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('decided_by', 'integer')
      .addColumn('time_off_id', 'integer'),
  ).execute();
  await db.schema
    .createIndex('time_off_requests_state')
    .on('time_off_requests')
    .columns(['state', 'start_date'])
    .execute();

  await withAudit(
    withId(db, db.schema.createTable('practice_holidays'))
      .addColumn('date', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addUniqueConstraint('practice_holidays_date', ['date']),
  ).execute();

  await db.schema
    .createTable('request_messages')
    .addColumn('message_id', 'integer', (column) => column.primaryKey())
    .addColumn('call_request_id', 'integer')
    .addColumn('time_off_request_id', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'request_messages',
    'practice_holidays',
    'time_off_requests',
    'call_request_offers',
    'call_requests',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
