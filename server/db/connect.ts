import { mkdirSync } from 'node:fs';
import { ensurePrivateFile, tightenIfPresent } from '../files/private-files.js';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { isDatabaseUnavailable, noteConnectionFailure } from './faults.js';

export type Db = Kysely<Database>;

/**
 * How a portal node names its PostgreSQL connections (pg_stat_activity.application_name); the
 * command-line tools add `:<tool>`. A restore asks PostgreSQL for connections by these names.
 */
export const PORTAL_APPLICATION_NAME = 'surgical-portal';

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

export interface ConnectOptions {
  /**
   * The longest one statement, one connection attempt or one lock wait may take (the server
   * sets it; command-line tools run without). Unset: no limit.
   */
  timeoutMs?: number;
  /** A command-line tool's name (`migrate`): its connections are `surgical-portal:migrate`, not a node's. */
  tool?: string;
}

/** Opens the database named by DATABASE_URL: a postgres:// URL, otherwise a SQLite file path. */
export function connectDatabase(url: string, { timeoutMs, tool }: ConnectOptions = {}): Db {
  if (isPostgresUrl(url)) {
    // Counts come back as bigint strings by default; the portal's numbers fit in a double.
    pg.types.setTypeParser(20, (value) => Number(value));
    const pool = new pg.Pool({
      connectionString: url,
      application_name: tool ? `${PORTAL_APPLICATION_NAME}:${tool}` : PORTAL_APPLICATION_NAME,
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
  // Every client listens for 'error' from the moment it is connected, for its whole life. pg-pool
  // listens only while a client is idle, and hands a client out by resolving a promise: a FATAL
  // that arrives in the same read as the connection's last startup message (a backend terminated
  // just then) is emitted before anyone awaiting that promise can listen, and would be an
  // uncaught 'error' (an exit).
  const lost = new WeakMap<pg.Client, Error>();
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      if (!lost.has(client)) lost.set(client, error);
    });
  });
  return {
    end: () => pool.end(),
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // Whatever PostgreSQL answered (refused, starting up, 55000 "not accepting connections",
        // too many clients), no connection means the database cannot be used right now.
        throw noteConnectionFailure(error);
      }
      let failed: Error | undefined;
      const query = ((...args: Parameters<pg.PoolClient['query']>) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (result instanceof Promise) {
          return result.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) failed = error as Error;
            throw error;
          });
        }
        return result; // a cursor
      }) as PostgresPoolClient['query'];
      const release = () => client.release(failed ?? lost.get(client) ?? false);
      return { query, release } satisfies PostgresPoolClient;
    },
  };
}
