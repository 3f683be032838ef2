import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Helpers for migrations, so the same migration runs on SQLite and PostgreSQL. Migrations are
 * frozen in time: add helpers here, never change what an existing helper does.
 */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** An auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** created_at, updated_at (ISO-8601 UTC text), create_by, update_by and version. */
export function withAudit<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('create_by', 'integer')
    .addColumn('update_by', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1));
}

export const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
export const lower = (column: string) => sql`lower(${sql.ref(column)})`;
