import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../realtime/redis.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEMO_USERS } from '../users/users.seed.js';

const opened: TestApp[] = [];
async function app(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened) await t.close().catch(() => undefined);
});

const ACTIVE_DEMO_USERNAMES = DEMO_USERS.filter((user) => user.user_status === 1).map((user) => user.username);

/**
 * 21 failed sign-ins from another claimed address each, spread over the demo users so that no
 * username nears its own limits (5 a pair, 10 free): only the per-address limit can answer 429.
 */
async function failedSignIns(t: TestApp, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
      payload: { username: ACTIVE_DEMO_USERNAMES[index % ACTIVE_DEMO_USERNAMES.length], password: 'wrong-password' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('X-Forwarded-For and the per-address sign-in limit', { timeout: 120_000 }, () => {
  it('without TRUST_PROXY the header is ignored: the 21st failure from one connection is refused', async () => {
    const statuses = await failedSignIns(await app(), 21);
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('with TRUST_PROXY naming the proxy, each forwarded address has its own limit', async () => {
    const statuses = await failedSignIns(await app({ config: { trustProxy: ['127.0.0.1'] } }), 21);
    expect(statuses).not.toContain(429);
  });

  it('a proxy list that does not name the peer does not lift the limit', async () => {
    const statuses = await failedSignIns(await app({ config: { trustProxy: ['10.0.0.0/8'] } }), 21);
    expect(statuses[20]).toBe(429);
  });

  it('a hop count works too (Fastify alone ignores a bare number)', async () => {
    const statuses = await failedSignIns(await app({ config: { trustProxy: 1 } }), 21);
    expect(statuses).not.toContain(429);
  });
});

describe('CORS', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('no origin is allowed by default', async () => {
    const t = await app();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://other.example.org' },
      payload: {},
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, 'https://other.example.org')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a listed origin may call the API (preflight included); another origin gets no CORS headers', async () => {
    const t = await app({ config: { corsOrigins: ['https://kiosk.example.org'] } });
    const allowed = await preflight(t, 'https://kiosk.example.org');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kiosk.example.org');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://kiosk.example.org' },
      payload: { username: 'staff', password: 'portal-demo' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe('https://kiosk.example.org');

    const refused = await preflight(t, 'https://evil.example.org');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const refusedCall = await t.app.inject({
      method: 'GET',
      url: '/api/practice',
      headers: { origin: 'https://evil.example.org' },
    });
    expect(refusedCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the socket.io handshake follows the same list', async () => {
    const t = await app({ config: { corsOrigins: ['https://kiosk.example.org'] } });
    const base = await t.listen();
    const poll = (origin: string) => fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    expect((await poll('https://kiosk.example.org')).headers.get('access-control-allow-origin')).toBe(
      'https://kiosk.example.org',
    );
    expect((await poll('https://evil.example.org')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, '127.0.0.1');
      socket.on('listening', () => socket.close(() => resolve(false)));
      socket.on('error', () => resolve(true));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis-server did not start');
}

describe('health endpoints', () => {
  it('/healthz and /readyz answer without a session while the database answers', async () => {
    const t = await app();
    expect((await t.api().get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.api().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('/readyz is 503 when the database is gone, /healthz still 200', async () => {
    const t = await createTestApp();
    await t.db.destroy();
    const ready = await t.api().get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe('unreachable');
    expect((await t.api().get('/healthz')).status).toBe(200);
    await t.app.close();
  });

  it('/readyz says when Redis is down but stays 200: the node still serves without it', async () => {
    const port = await freePort();
    let redisServer = await startRedis(port);
    const redis = await connectRedis(`redis://127.0.0.1:${port}`);
    try {
      const t = await app({ redis });
      expect((await t.api().get('/readyz')).body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });

      const exited = new Promise((resolve) => redisServer.once('exit', resolve));
      redisServer.kill('SIGTERM');
      await exited;
      await expect
        .poll(async () => (await t.api().get('/readyz')).body.checks.redis, { timeout: 10_000 })
        .toBe('unreachable');
      const degraded = await t.api().get('/readyz');
      expect(degraded.status).toBe(200);
      expect(degraded.body).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'unreachable' } });

      redisServer = await startRedis(port);
      await expect.poll(async () => (await t.api().get('/readyz')).body.status, { timeout: 15_000 }).toBe('ok');
    } finally {
      redisServer.kill('SIGTERM');
      await redis.quit().catch(() => undefined);
    }
  }, 45_000); // its two waits for Redis may take 10 s and 15 s
});
