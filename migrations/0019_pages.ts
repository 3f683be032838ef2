import type { Kysely } from 'kysely';
import { notNull, withId } from './support.js';

/**
 * Pages with an escalation ladder (issue 34). `pages`: who paged whom ('first', 'second' or
 * 'person' with `target_user_id`) with what text, and who acknowledged it. `page_steps`: the
 * ladder's steps of each page, written when the page is made: when each is due, whom it reached
 * (`sent_at`, `sent_to` a JSON array of user ids), the node that claimed it (one node sends each
 * step), and `stopped_at` when an acknowledgement came first. `paging_ladder`: one row, the
 * administrators' ladder (absent: the default one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pages'))
    .addColumn('sender_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('target', 'text', notNull)
    .addColumn('target_user_id', 'integer', (column) => column.references('users.id'))
    .addColumn('text', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('acknowledged_by', 'integer', (column) => column.references('users.id'))
    .addColumn('acknowledged_at', 'text')
    .execute();
  await db.schema.createIndex('pages_sender').on('pages').columns(['sender_id', 'id']).execute();

  await withId(db, db.schema.createTable('page_steps'))
    .addColumn('page_id', 'integer', (column) => column.notNull().references('pages.id'))
    .addColumn('step_index', 'integer', notNull)
    .addColumn('due_at', 'text', notNull)
    .addColumn('target', 'text', notNull)
    .addColumn('target_user_id', 'integer', (column) => column.references('users.id'))
    .addColumn('claimed_by', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('sent_to', 'text')
    .addColumn('stopped_at', 'text')
    .addUniqueConstraint('page_steps_page_index', ['page_id', 'step_index'])
    .execute();
  await db.schema.createIndex('page_steps_due').on('page_steps').columns(['sent_at', 'due_at']).execute();

  // Who a page reached: the pages "sent to me" are found here.
  await withId(db, db.schema.createTable('page_recipients'))
    .addColumn('page_id', 'integer', (column) => column.notNull().references('pages.id'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addUniqueConstraint('page_recipients_page_user', ['page_id', 'user_id'])
    .execute();
  await db.schema.createIndex('page_recipients_user').on('page_recipients').columns(['user_id', 'page_id']).execute();

  await db.schema
    .createTable('paging_ladder')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('steps', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('update_by', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('paging_ladder').execute();
  await db.schema.dropTable('page_recipients').execute();
  await db.schema.dropTable('page_steps').execute();
  await db.schema.dropTable('pages').execute();
}
