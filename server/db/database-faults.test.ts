import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from './connect.js';
import { DatabaseHealth } from './database-health.js';
import { isDatabaseError, isDatabaseUnavailable, noteConnectionFailure } from './faults.js';
import { createScratchPostgres, PG_ADMIN_URL, postgresReachable } from '../test/scratch-postgres.js';

describe('what counts as the database being unavailable (503), not a bug (500)', () => {
  it('connection, shutdown and timeout faults of both databases; not bad data or bugs', () => {
    const faults = [
      { code: 'ECONNREFUSED' },
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57014', message: 'canceling statement due to statement timeout' },
      { code: '08006' },
      { code: '08001' },
      { code: '53300', message: 'sorry, too many clients already' },
      { code: '53100', message: 'could not extend file: No space left on device' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '57P04', message: 'database dropped' },
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

  it('55000 is an outage as the answer to a connection attempt, a bug as the answer to a statement', () => {
    const answer = () =>
      Object.assign(new Error('database "portal" is not currently accepting connections'), { code: '55000' });
    expect(isDatabaseUnavailable(answer())).toBe(false);
    expect(isDatabaseUnavailable(noteConnectionFailure(answer()))).toBe(true);
  });

  it('during an outage, any error the database reports is part of it (503); before it, a bug (500)', async () => {
    // Nothing listens on port 1: the first look fails and the outage begins.
    const db = connectDatabase('postgres://portal@127.0.0.1:1/portal', { timeoutMs: 1_000 });
    const warnings: string[] = [];
    const health = new DatabaseHealth(
      db,
      { warn: (_details, message) => warnings.push(message), info: () => {} },
      1_000,
    );
    const odd = Object.assign(new Error('relation "x" does not exist'), { code: '42P01', severity: 'ERROR' });
    try {
      expect(isDatabaseError(odd)).toBe(true);
      expect(health.noteFailure(odd)).toBe(false);
      expect(await health.check()).toBe(false);
      await expect.poll(() => health.state).toBe('unreachable');
      expect(health.noteFailure(odd)).toBe(true);
      expect(health.noteFailure(new TypeError('a bug of ours'))).toBe(false);
      expect(warnings).toEqual([expect.stringMatching(/^Database unreachable \(.*ECONNREFUSED.*\)/)]);
    } finally {
      health.stop();
      await db.destroy();
    }
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

  it('a database that refuses connections (ALLOW_CONNECTIONS false) is an outage, not a bug', async () => {
    const name = new URL(scratch.url).pathname.slice(1);
    const refusing = connectDatabase(scratch.url, { timeoutMs: 2_000 });
    const admin = new pg.Client(PG_ADMIN_URL);
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      const failure = await sql`select 1`.execute(refusing).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toMatchObject({ code: '55000' });
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
      await refusing.destroy();
    }
  });
});
