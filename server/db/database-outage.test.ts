import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerStatus } from '../../shared/realtime/events.js';
import { freePort, startServerProcess, type ChildHandle } from '../test/processes.js';
import { postgresBinDir, startScratchCluster, type ScratchCluster } from '../test/scratch-cluster.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { connectDatabase } from './connect.js';
import type { LoginResponse } from '../../shared/schemas/auth.js';
import { readJson } from '../test/read-json.js';
import { until } from '../test/until.js';

const bin = postgresBinDir();
if (!bin) console.warn('database-outage.test.ts skipped: no PostgreSQL binaries under /usr/lib/postgresql/*/bin');

const TIMEOUT_SECONDS = 2;
let cluster: ScratchCluster;
let server: ChildHandle & { url: string };
let token: string;
let socket: TestSocket;
const statuses: ServerStatus[] = [];
let log = '';

beforeAll(async () => {
  cluster = await startScratchCluster(bin!);
  server = await startServerProcess({
    PORT: String(await freePort()),
    DATABASE_URL: cluster.url,
    DATABASE_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    LOG_LEVEL: 'info',
  });
  server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'physician', password: 'portal-demo' }),
  });
  token = (await readJson<LoginResponse>(login)).token;
  socket = await connectSocket(server.url, token);
  socket.on('server:status', (status) => statuses.push(status));
}, 120_000);

afterAll(async () => {
  socket?.close();
  await server?.stop(15_000);
  cluster?.destroy();
});

const patient = (last_name: string) => ({
  room: '3',
  first_name: 'Outage',
  last_name,
  age: '50 M',
  mrn: `O-${last_name}`,
  diagnosis: 'Appendicitis',
  procedure: 'Lap appy',
  notes: 'Diet: NPO',
  facility: 'PHH',
  so: 0,
  dc: 0,
});

interface Outcome {
  status: number;
  retryAfter: string | null;
  message?: string;
}

/** One write of a round entry named `name` under Idempotency-Key `key`; status 0: no answer. */
async function write(name: string, key: string): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}/api/hospital-round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify(patient(name)),
      signal: AbortSignal.timeout(20_000),
    });
    const body = await readJson<{ message?: string }>(response);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body.message };
  } catch {
    return { status: 0, retryAfter: null };
  }
}

/** Round entries per name, read straight from the database. */
async function committed(): Promise<Map<string, number>> {
  const client = new pg.Client(cluster.url);
  await client.connect();
  const { rows } = await client.query<{ last_name: string; count: number }>(
    `select last_name, count(*)::int as count from hospital_rounds where first_name = 'Outage' group by last_name`,
  );
  await client.end();
  return new Map(rows.map((row) => [row.last_name, row.count]));
}

const readyz = async () => readJson<{ checks: { database: string } }>(await fetch(`${server.url}/readyz`));

describe.skipIf(!bin)('a PostgreSQL outage (a scratch cluster of the test own)', () => {
  it('a 10 s stop under a steady write load: 503s, paused screens, recovery by itself, no write lost or doubled', async () => {
    const run = randomBytes(3).toString('hex');
    const outcomes = new Map<string, Outcome>();
    let loading = true;
    let next = 0;
    const worker = async () => {
      while (loading) {
        const name = `W${run}x${(next += 1)}`;
        outcomes.set(name, await write(name, `key-${name}`));
        await pause(100); // a steady load, not a flood
      }
    };
    const workers = Array.from({ length: 4 }, worker);

    await until(() => outcomes.size >= 20, 'the first writes', { timeoutMs: 30_000, everyMs: 100 });
    cluster.stop();
    const stoppedAt = Date.now();
    await until(() => statuses.at(-1)?.database === 'unreachable', 'the screens to show the database unreachable', {
      timeoutMs: 30_000,
      everyMs: 100,
    });
    expect((await readyz()).checks.database).toBe('unreachable');
    await pause(Math.max(0, 10_000 - (Date.now() - stoppedAt))); // the outage lasts 10 s
    const duringOutage = outcomes.size;
    cluster.start();
    await until(() => statuses.at(-1)?.database === 'ok', 'the screens to show the database back', {
      timeoutMs: 30_000,
      everyMs: 100,
    });
    const recoveredAfterMs = Date.now() - stoppedAt - 10_000;
    await until(() => outcomes.size >= duringOutage + 20, 'writes after the outage', {
      timeoutMs: 30_000,
      everyMs: 100,
    });
    loading = false;
    await Promise.all(workers);

    const answers = [...outcomes.values()];
    const acknowledged = [...outcomes].filter(([, outcome]) => outcome.status === 201).map(([name]) => name);
    const failed = [...outcomes].filter(([, outcome]) => outcome.status !== 201);
    console.log(
      `outage: ${answers.length} writes, ${acknowledged.length} acknowledged, ${failed.length} answered 503; ` +
        `screens live again ${recoveredAfterMs} ms after the database came back`,
    );
    expect(server.child.exitCode).toBeNull(); // 0 process exits
    expect(failed.length).toBeGreaterThan(0);
    for (const [, outcome] of failed) {
      expect(outcome).toMatchObject({
        status: 503,
        retryAfter: '5',
        message: 'The server cannot reach its database right now. Try again in a moment.',
      });
    }
    expect(statuses.map((status) => status.database)).toEqual(['unreachable', 'ok']);

    const rows = await committed();
    expect(acknowledged.filter((name) => rows.get(name) !== 1)).toEqual([]); // 0 acknowledged writes lost
    expect(failed.filter(([name]) => rows.has(name))).toEqual([]); // 0 committed that were answered as failed

    // Each failed write retried with its key is made once.
    for (const [name] of failed) expect((await write(name, `key-${name}`)).status).toBe(201);
    const after = await committed();
    expect(failed.filter(([name]) => after.get(name) !== 1)).toEqual([]);

    // One line when it started, one when it ended; nothing logged as an error.
    expect(log.match(/Database unreachable/g)).toHaveLength(1);
    expect(log.match(/Database reachable again/g)).toHaveLength(1);
    expect(log.match(/"level":(50|60)/g)).toBeNull();
  }, 60_000);

  it('a frozen database (SIGSTOP): 503 within the timeout, and the write is not committed after it thaws', async () => {
    const name = `F${randomBytes(3).toString('hex')}`;
    cluster.freeze();
    const sentAt = Date.now();
    let outcome: Outcome;
    try {
      outcome = await write(name, `key-${name}`);
    } finally {
      cluster.thaw();
    }
    const answeredAfterMs = Date.now() - sentAt;
    console.log(`frozen database: answered ${outcome.status} after ${answeredAfterMs} ms`);
    expect(outcome.status).toBe(503);
    // Within the statement timeout and the client-side read timeout (timeout + 1 s) that backs it.
    expect(answeredAfterMs).toBeLessThan((TIMEOUT_SECONDS + 1) * 1000 + 1_500);

    await until(async () => (await readyz()).checks.database === 'ok', 'the database check to pass', {
      timeoutMs: 30_000,
      everyMs: 100,
    });
    await until(() => statuses.at(-1)?.database === 'ok', 'the screens to show the database back', {
      timeoutMs: 30_000,
      everyMs: 100,
    });
    expect((await committed()).has(name)).toBe(false);
    expect((await write(name, `key-${name}`)).status).toBe(201);
    expect((await committed()).get(name)).toBe(1);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it('a transaction frozen half-way fails and is never committed by the next one on the pool', async () => {
    const db = connectDatabase(cluster.url, { timeoutMs: 1_000 });
    try {
      await sql`create table frozen_writes (name text)`.execute(db);
      const attempt = db.transaction().execute(async (trx) => {
        await sql`insert into frozen_writes values ('told it failed')`.execute(trx);
        cluster.freeze();
        await sql`select 1`.execute(trx);
      });
      await expect(attempt).rejects.toThrow();
      cluster.thaw();
      // The next transaction takes the most recently released connection first.
      await db.transaction().execute((trx) => sql`insert into frozen_writes values ('next')`.execute(trx));
      const { rows } = await sql<{ name: string }>`select name from frozen_writes`.execute(db);
      expect(rows.map((row) => row.name)).toEqual(['next']);
    } finally {
      cluster.thaw();
      await db.destroy();
    }
  }, 30_000);
});
