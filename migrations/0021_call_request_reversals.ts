import type { Kysely } from 'kysely';

/**
 * A call request whose call a scheduler put back from the calendar's History (issue 31): who
 * reversed it and when, so every place that shows the request says so instead of "Done".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('call_requests')
    .addColumn('reversed_by', 'integer', (column) => column.references('users.id'))
    .execute();
  await db.schema.alterTable('call_requests').addColumn('reversed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('call_requests').dropColumn('reversed_at').execute();
  await db.schema.alterTable('call_requests').dropColumn('reversed_by').execute();
}
