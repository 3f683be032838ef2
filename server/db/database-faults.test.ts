import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from './connect.js';
import { isDatabaseUnavailable } from './faults.js';
import { createScratchPostgres, postgresReachable } from '../test/scratch-postgres.js';

describe('what counts as the database being unavailable (503), not a bug (500)', () => {
  it('connection, shutdown and timeout faults of both databases; not bad data or bugs', () => {
    const faults = [
      { code: 'ECONNREFUSED' },
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57014', message: 'canceling statement due to statement timeout' },
      { code: '08006' },
      { message: 'Connection terminated unexpectedly' },
      { message: 'timeout exceeded when trying to connect' },
      { message: 'Query read timeout' },
      { code: 'SQLITE_BUSY' },
      { code: 'SQLITE_IOERR_WRITE' },
    ];
    for (const fault of faults) expect(isDatabaseUnavailable(Object.assign(new Error(), fault))).toBe(true);
    const notFaults = [{ code: '23505' }, { code: 'SQLITE_CONSTRAINT_UNIQUE' }, { code: '42P01' }, new TypeError('x')];
    for (const error of notFaults) expect(isDatabaseUnavailable(Object.assign(new Error(), error))).toBe(false);
  });
});

const reachable = await postgresReachable();
if (!reachable) console.warn('PostgreSQL is not reachable on loopback: the connection-loss checks are skipped.');

describe.skipIf(!reachable)('a PostgreSQL connection lost while a request holds it', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let db: Db;
  beforeAll(async () => {
    scratch = await createScratchPostgres();
    db = connectDatabase(scratch.url, { timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await db.destroy();
    await scratch.drop();
  });

  it('is no uncaught error (no exit), and the connection is not reused', async () => {
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listener);
    try {
      let lostPid = 0;
      await db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        lostPid = rows[0]!.pid;
        const admin = new pg.Client(scratch.url);
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [lostPid]);
        await admin.end();
        // The server's goodbye arrives while nothing is running on the connection.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(uncaught).toEqual([]);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      expect(rows[0]!.pid).not.toBe(lostPid);
    } finally {
      process.off('uncaughtException', listener);
    }
  });
});
