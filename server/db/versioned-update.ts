import { sql, type Kysely, type Updateable } from 'kysely';
import { conflict, notFound } from '../http/errors.js';
import type { Db } from './connect.js';
import type { Database } from './schema.js';

/** Tables whose rows people edit together: an `id` and a `version` bumped on every write. */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; version: number } ? T : never;
}[keyof Database];

export interface VersionedUpdate<T extends VersionedTable, R> {
  table: T;
  id: number;
  /** The version the writer started from; undefined or null: the last write wins. */
  version?: number | null;
  values: Updateable<Database[T]>;
  /** Only rows not archived are written (the table must have `is_archived`). */
  unarchivedOnly?: boolean;
  /** The record as stored now, for the 409's `current`; undefined answers 404. */
  current: (db: Db) => Promise<R | undefined>;
  notFoundMessage?: string;
}

/**
 * THE versioned write: `UPDATE … SET version = version + 1 WHERE id = ? AND version = ?`.
 * The check and the write are one statement, so of two savers that started from the same
 * version exactly one matches (PostgreSQL re-checks the WHERE after waiting for the row lock;
 * SQLite writes one at a time). When no row matched it throws 409 `{ message, current }`, or
 * 404 when the record is gone; the caller's transaction then rolls back.
 */
export async function updateVersioned<T extends VersionedTable, R>(
  db: Db,
  update: VersionedUpdate<T, R>,
): Promise<void> {
  // Kysely cannot type a table chosen by a type parameter; the constraint above keeps it honest.
  const loose = db as unknown as Kysely<{ versioned: { id: number; version: number; is_archived: number } }>;
  let query = loose
    .updateTable(update.table as unknown as 'versioned')
    .set({ ...(update.values as object), version: sql<number>`version + 1` })
    .where('id', '=', update.id);
  if (update.version !== undefined && update.version !== null) query = query.where('version', '=', update.version);
  if (update.unarchivedOnly) query = query.where('is_archived', '=', 0);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const current = await update.current(db);
  if (current === undefined) throw notFound(update.notFoundMessage);
  throw conflict(current);
}

/**
 * The early check, before a write's rules run, so that a stale save answers 409 rather than a
 * 422 about data its writer never saw. Not the guarantee: `updateVersioned` is.
 */
export const isStale = (stored: number, version: number | null | undefined): boolean =>
  version !== undefined && version !== null && version !== stored;
