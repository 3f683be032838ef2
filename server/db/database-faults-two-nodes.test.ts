import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable } from '../test/processes.js';
import { readJson } from '../test/read-json.js';
import { PG_ADMIN_URL, postgresReachable } from '../test/scratch-postgres.js';
import { TwoNodes } from '../test/two-nodes.js';
import { until } from '../test/until.js';
import { DATABASE_UNAVAILABLE } from './faults.js';
import { PORTAL_APPLICATION_NAME } from './connect.js';

/**
 * Two nodes on one PostgreSQL under a steady write load while the database ends their connections
 * (30 × pg_terminate_backend) and then refuses new ones (ALLOW_CONNECTIONS false): no node exits,
 * every failed write is a 503 with Retry-After, none acknowledged is lost, none failed is committed.
 */
const ready = (await postgresReachable()) && redisServerAvailable();
if (!ready) console.warn('PostgreSQL or redis-server is not available: the database-fault test is skipped.');

interface Outcome {
  status: number;
  retryAfter: string | null;
}

describe.skipIf(!ready)('two nodes while PostgreSQL ends and refuses their connections', () => {
  const nodes = new TwoNodes('f'.repeat(40), { DATABASE_TIMEOUT_SECONDS: '2' });
  const logs = { A: '', B: '' };
  let admin: pg.Client;
  let database = '';

  beforeAll(async () => {
    await nodes.start();
    database = new URL(nodes.databaseUrl).pathname.slice(1);
    nodes.nodeA.child.stdout!.on('data', (chunk: Buffer) => (logs.A += chunk.toString()));
    nodes.nodeB.child.stdout!.on('data', (chunk: Buffer) => (logs.B += chunk.toString()));
    admin = new pg.Client(PG_ADMIN_URL);
    await admin.connect();
  }, 180_000);

  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await nodes.stop();
  }, 60_000);

  /** Ends every connection a portal node holds to the database; answers how many. */
  const terminatePortalBackends = async () =>
    (
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
        [database, PORTAL_APPLICATION_NAME],
      )
    ).rowCount ?? 0;

  const readyz = async (url: string) => (await fetch(`${url}/readyz`)).status;

  it('no node exits; every failure is a 503 with Retry-After; no acknowledged write lost, none committed after failing', async () => {
    const urls = [nodes.nodeA.url, nodes.nodeB.url];
    const tokens = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'physician', password: 'portal-demo' }),
        });
        return (await readJson<{ token: string }>(response)).token;
      }),
    );
    const run = randomBytes(3).toString('hex');
    const outcomes = new Map<string, Outcome>();
    let loading = true;
    let sent = 0;
    const write = async (node: number, name: string): Promise<Outcome> => {
      try {
        const response = await fetch(`${urls[node]}/api/hospital-round`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[node]}`,
            'idempotency-key': `key-${name}`,
          },
          body: JSON.stringify({
            room: '4',
            first_name: 'Fault',
            last_name: name,
            age: '60 F',
            mrn: `F-${name}`,
            diagnosis: 'Cholecystitis',
            procedure: 'Lap chole',
            notes: 'Diet: NPO',
            facility: 'PHH',
            so: 0,
            dc: 0,
          }),
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      } catch {
        return { status: 0, retryAfter: null };
      }
    };
    // Two writers per node, each one write after another.
    const writers = [0, 0, 1, 1].map(async (node, writer) => {
      while (loading) {
        const name = `T${run}w${writer}n${(sent += 1)}`;
        outcomes.set(name, await write(node, name));
      }
    });
    const answeredSoFar = () => [...outcomes.values()].length;
    const failedSoFar = () => [...outcomes.values()].filter((outcome) => outcome.status !== 201).length;

    await until(() => answeredSoFar() >= 20, 'the first writes');
    // 30 terminations, each once a few more writes were answered since the last one.
    let terminated = 0;
    for (let round = 0; round < 30; round += 1) {
      const before = answeredSoFar();
      terminated += await terminatePortalBackends();
      await until(() => answeredSoFar() >= before + 3, 'writes after a termination');
    }
    expect(terminated).toBeGreaterThanOrEqual(30);

    // The database refuses new connections (as during maintenance), and ends the ones it has.
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await terminatePortalBackends();
    const failedBefore = failedSoFar();
    await until(async () => (await readyz(urls[0]!)) === 503 && (await readyz(urls[1]!)) === 503, 'both nodes unready');
    await until(() => failedSoFar() >= failedBefore + 8, 'writes refused during the refusal');
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    await until(async () => (await readyz(urls[0]!)) === 200 && (await readyz(urls[1]!)) === 200, 'both nodes ready');
    const afterRecovery = answeredSoFar();
    await until(() => answeredSoFar() >= afterRecovery + 20, 'writes after the database is back');
    loading = false;
    await Promise.all(writers);

    const acknowledged = [...outcomes].filter(([, outcome]) => outcome.status === 201).map(([name]) => name);
    const failed = [...outcomes].filter(([, outcome]) => outcome.status !== 201);
    console.log(
      `database faults on two nodes: ${outcomes.size} writes, ${acknowledged.length} acknowledged, ` +
        `${failed.length} refused; ${terminated} backends terminated`,
    );
    expect(nodes.nodeA.child.exitCode).toBeNull();
    expect(nodes.nodeB.child.exitCode).toBeNull();
    expect(failed.length).toBeGreaterThan(0);
    const retryAfter = String(DATABASE_UNAVAILABLE.retryAfterSeconds);
    expect(failed.filter(([, outcome]) => outcome.status !== 503 || outcome.retryAfter !== retryAfter)).toEqual([]);

    const client = new pg.Client(nodes.databaseUrl);
    await client.connect();
    const { rows } = await client.query<{ last_name: string; count: number }>(
      `select last_name, count(*)::int as count from hospital_rounds where first_name = 'Fault' group by last_name`,
    );
    await client.end();
    const committed = new Map(rows.map((row) => [row.last_name, row.count]));
    expect(acknowledged.filter((name) => committed.get(name) !== 1)).toEqual([]);
    expect(failed.filter(([name]) => committed.has(name))).toEqual([]);

    // Logged once per outage, not per request: the refusal is one outage per node (ended
    // connections are not one), and no error line or stack trace was written for any request.
    for (const log of [logs.A, logs.B]) {
      expect(log).not.toMatch(/"level":(50|60)/);
      expect(log).not.toContain('"stack"');
      const outages = log.match(/Database unreachable \(database \S+ is not currently accepting connections\)/g);
      expect(outages, log).toHaveLength(1);
      expect(log.match(/"level":40/g), log).toHaveLength(1);
    }
  }, 120_000);
});
