import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { buildApp } from '../app.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';
import {
  freePort,
  redisServerAvailable,
  startRedisServer,
  startServerProcess,
  type ChildHandle,
} from '../test/processes.js';
import { quietLog, redisReachable, TEST_REDIS_URL, uniquePrefix } from '../test/redis-reachable.js';
import { randomJwtSecret } from '../test/production-secret.js';
import { connectSocket, joinRoom, nextEvent, type TestSocket } from '../test/sockets.js';
import { closeRedisClient, connectRedis } from './redis.js';
import { attachRedisAdapter } from './redis-adapter.js';
import { answersWithoutAuthentication } from './redis-open-check.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered } from '../test/call-declared.js';

const serverAvailable = redisServerAvailable();
if (!serverAvailable) console.warn('redis-server is not installed: the Redis password and TLS tests are skipped.');
const opensslAvailable = spawnSync('openssl', ['version']).status === 0;
if (!opensslAvailable) console.warn('openssl is not installed: the rediss:// (TLS) test is skipped.');
const machineRedisOpen = (await redisReachable()) && (await answersWithoutAuthentication(TEST_REDIS_URL));

const PASSWORD = 'default-user-secret';
const USER = { name: 'portal', password: 'portal-user-secret' };

describe.skipIf(!serverAvailable)('REDIS_URL with a password (a redis-server of its own, with requirepass)', () => {
  let redisServer: ChildHandle;
  let port: number;
  const closers: (() => Promise<unknown>)[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    port = await freePort();
    redisServer = await startRedisServer(port, ['--requirepass', PASSWORD]);
    const admin = await connectRedis(`redis://:${PASSWORD}@127.0.0.1:${port}`);
    await admin.sendCommand(['ACL', 'SETUSER', USER.name, 'on', `>${USER.password}`, '~*', '&*', '+@all']);
    await closeRedisClient(admin);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const close of closers.reverse()) await close();
    await redisServer?.stop(5_000);
  });

  it('connects as redis://:password@host (the default user) and as redis://user:password@host (an ACL user)', async () => {
    for (const [url, who] of [
      [`redis://:${PASSWORD}@127.0.0.1:${port}`, 'default'],
      [`redis://${USER.name}:${USER.password}@127.0.0.1:${port}`, USER.name],
    ]) {
      const client = await connectRedis(url!);
      try {
        expect(await client.ping()).toBe('PONG');
        expect(await client.sendCommand(['ACL', 'WHOAMI'])).toBe(who);
      } finally {
        await closeRedisClient(client);
      }
    }
  });

  it('answers to no client without the password, which the start check tells apart from an open Redis', async () => {
    expect(await answersWithoutAuthentication(`redis://127.0.0.1:${port}`)).toBe(false);
    expect(await answersWithoutAuthentication(`redis://${USER.name}:${USER.password}@127.0.0.1:${port}`)).toBe(false);
    if (machineRedisOpen) expect(await answersWithoutAuthentication(TEST_REDIS_URL)).toBe(true);
  });

  it("carries a change between two nodes through it: the socket.io adapter's own clients authenticate too", async () => {
    const url = `redis://${USER.name}:${USER.password}@127.0.0.1:${port}`;
    const prefix = uniquePrefix();
    const [redisA, redisB] = [await connectRedis(url), await connectRedis(url)];
    closers.push(
      () => closeRedisClient(redisA),
      () => closeRedisClient(redisB),
    );
    const nodeA: TestApp = await createTestApp({ redis: redisA, config: { redisKeyPrefix: prefix } });
    closers.push(() => nodeA.close());
    const nodeB: FastifyInstance = await buildApp({
      config: testConfig({ databaseUrl: nodeA.app.config.databaseUrl, redisKeyPrefix: prefix }),
      db: nodeA.db,
      redis: redisB,
      clock: nodeA.clock,
    });
    closers.push(() => nodeB.close());
    for (const node of [nodeA.app, nodeB]) {
      const adapter = await attachRedisAdapter(node.io, url, prefix, quietLog());
      expect(adapter.link.down).toBe(false);
      closers.push(adapter.close);
    }
    await nodeA.listen();
    await nodeB.listen({ port: 0, host: '127.0.0.1' });
    const address = nodeB.server.address();
    const socket = await connectSocket(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      await nodeA.login('admin'),
    );
    sockets.push(socket);
    await joinRoom(socket, rooms.list('users'));
    const upserted = nextEvent(socket, 'user:upserted');
    const admin = await nodeA.login('admin');
    const id = await nodeA.userId('ceo');
    const current = answered(await nodeA.call(usersContract.get, { params: { id } }, admin)).user;
    expect(
      (
        await nodeA.call(
          usersContract.update,
          { params: { id }, body: { ...current, name: 'Richard Hale-Auth' } },
          admin,
        )
      ).status,
    ).toBe(200);
    expect(await upserted).toMatchObject({ id, name: 'Richard Hale-Auth' });
  });
});

/** A certificate authority and a certificate for 127.0.0.1 signed by it, in `dir`. */
function makeCertificates(dir: string): { ca: string; cert: string; key: string } {
  const files = { ca: join(dir, 'ca.pem'), cert: join(dir, 'redis.pem'), key: join(dir, 'redis.key') };
  const run = (args: string[]) => {
    const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`openssl ${args[0]}: ${result.stderr}`);
  };
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    files.ca,
    '-days',
    '2',
    '-subj',
    '/CN=portal-test-ca',
  ]);
  run(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', files.key, '-out', 'redis.csr', '-subj', '/CN=127.0.0.1']);
  writeFileSync(join(dir, 'san.cnf'), 'subjectAltName=IP:127.0.0.1\n');
  run([
    'x509',
    '-req',
    '-in',
    'redis.csr',
    '-CA',
    files.ca,
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    files.cert,
    '-days',
    '2',
    '-extfile',
    'san.cnf',
  ]);
  return files;
}

describe.skipIf(!serverAvailable || !opensslAvailable)('the portal process in production (NODE_ENV=production)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-redis-tls-'));
  const children: ChildHandle[] = [];
  afterAll(async () => {
    for (const child of children.reverse()) await child.stop(10_000);
    rmSync(dir, { recursive: true, force: true });
  });

  const production = async (name: string, env: Record<string, string>) => {
    const node = await startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: join(dir, `${name}.sqlite`),
      JWT_SECRET: randomJwtSecret(),
      PORT: String(await freePort()),
      ...env,
    });
    children.push(node);
    return node;
  };
  const warnings = (output: string) => output.split('\n').filter((line) => /without authentication/.test(line));

  it('uses rediss:// with a password (TLS, a private CA given by NODE_EXTRA_CA_CERTS) and does not warn', async () => {
    const files = makeCertificates(dir);
    const port = await freePort();
    const tlsOnly = [
      '--port',
      '0',
      '--tls-port',
      String(port),
      '--tls-cert-file',
      files.cert,
      '--tls-key-file',
      files.key,
    ];
    children.push(
      await startRedisServer(port, [
        ...tlsOnly,
        '--tls-ca-cert-file',
        files.ca,
        '--tls-auth-clients',
        'no',
        '--requirepass',
        PASSWORD,
      ]),
    );
    const url = `rediss://:${PASSWORD}@127.0.0.1:${port}`;
    const prefix = uniquePrefix();
    const node = await production('tls', { REDIS_URL: url, REDIS_KEY_PREFIX: prefix, NODE_EXTRA_CA_CERTS: files.ca });
    expect(node.output()).not.toMatch(/not reachable/);
    expect(warnings(node.output())).toEqual([]);
    expect(node.output()).not.toContain(PASSWORD);

    // The node joined the others through that Redis: its fingerprints are there.
    const client = createClient({ url, socket: { tls: true, ca: readFileSync(files.ca) } });
    client.on('error', () => undefined);
    await client.connect();
    try {
      expect(Object.keys(await client.hGetAll(`${prefix}node-fingerprints`))).toHaveLength(1);
    } finally {
      client.destroy();
    }
  });

  it.skipIf(!machineRedisOpen)('warns in one line at start when Redis answers without authentication', async () => {
    const node = await production('open', { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix() });
    expect(warnings(node.output())).toEqual([expect.stringContaining('reads every live frame and can inject events')]);
  });
});
