import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** Opens the database named by DATABASE_URL: a postgres:// URL, otherwise a SQLite file path. */
export function connectDatabase(url: string): Db {
  if (isPostgresUrl(url)) {
    // Counts come back as bigint strings by default; the portal's numbers fit in a double.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server closed (a PostgreSQL restart, a dropped database) is discarded
    // by the pool; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  // Clinical data: a committed write survives a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
