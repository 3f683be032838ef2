import type { Kysely } from 'kysely';

/**
 * What a person does not want pushed to their devices, one row per kind turned off (issue 34).
 * Pages to the person on call reach them whatever they chose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('push_preferences_pk', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_preferences').execute();
}
