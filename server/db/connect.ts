import { mkdirSync } from 'node:fs';
import { ensurePrivateFile, tightenIfPresent } from '../files/private-files.js';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { isDatabaseUnavailable } from './faults.js';

export type Db = Kysely<Database>;

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export interface ConnectOptions {
  /**
   * The longest one statement, one connection attempt or one lock wait may take (the server
   * sets it; command-line tools run without). Unset: no limit.
   */
  timeoutMs?: number;
}

/** Opens the database named by DATABASE_URL: a postgres:// URL, otherwise a SQLite file path. */
export function connectDatabase(url: string, { timeoutMs }: ConnectOptions = {}): Db {
  if (isPostgresUrl(url)) {
    // Counts come back as bigint strings by default; the portal's numbers fit in a double.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(timeoutMs
        ? {
            // Waiting for a connection (a new one or a free one of the pool).
            connectionTimeoutMillis: timeoutMs,
            // Enforced by PostgreSQL while it runs ...
            statement_timeout: timeoutMs,
            lock_timeout: timeoutMs,
            idle_in_transaction_session_timeout: timeoutMs * 2,
            // ... and by us when it does not answer at all (frozen, or the network is gone).
            query_timeout: timeoutMs + 1_000,
          }
        : {}),
    });
    // An idle connection the server closed (a PostgreSQL restart, a dropped database) is discarded
    // by the pool; without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenConnections(pool) }) });
  }
  if (url !== ':memory:') {
    mkdirSync(dirname(url), { recursive: true, mode: 0o700 });
    // SQLite gives the -wal, -shm and -journal files the database file's own mode.
    ensurePrivateFile(url);
    tightenIfPresent(`${url}-wal`, `${url}-shm`, `${url}-journal`);
  }
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  // Clinical data: a committed write survives a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // How long a write waits for another process's lock before SQLITE_BUSY (answered 503).
  sqlite.pragma(`busy_timeout = ${timeoutMs ?? 5_000}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * A connection whose statement timed out or failed for want of the database is closed, never
 * handed to the next request: its transaction may still be open on the server (the ROLLBACK
 * could not get through), and the next request's COMMIT would then commit a write whose client
 * was told it failed. Closing it makes PostgreSQL roll that transaction back.
 */
function discardingBrokenConnections(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let broken: Error | undefined;
      // pg-pool listens for a connection's 'error' only while it is idle: one lost while a
      // request holds it between statements would otherwise be an uncaught error (an exit).
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) broken = error as Error;
            throw error;
          });
        }
        return result; // a cursor
      }) as PostgresPoolClient['query'];
      const release = () => {
        client.off('error', onError);
        client.release(broken ?? false);
      };
      return { query, release } satisfies PostgresPoolClient;
    },
  };
}
