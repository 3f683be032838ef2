import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { PATIENT_READS } from '../audit/patient-reads.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { HTTP_TIMEOUTS } from '../http/timeouts.js';
import { createTestApp, testConfig, type TestApp } from '../test/harness.js';

const opened: TestApp[] = [];
async function app(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const t = await createTestApp(options);
  opened.push(t);
  return t;
}
afterAll(async () => {
  for (const t of opened) await t.close();
});

describe('Cache-Control: no-store on API answers', () => {
  it('on data, refusals and unknown API paths; not on the client’s page', async () => {
    const t = await app();
    const token = await t.login('staff');
    const answers = await Promise.all([
      t.app.inject({ url: '/api/hospital-round', headers: { authorization: `Bearer ${token}` } }),
      t.app.inject({ url: '/api/hospital-round' }),
      t.app.inject({ url: '/api/users/all-active', headers: { authorization: `Bearer ${token}` } }),
      t.app.inject({ method: 'POST', url: '/api/login', payload: {} }),
      t.app.inject({ url: '/api/no-such-thing' }),
      t.app.inject({ url: '/API/No-Such-Thing' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 422, 404, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/healthz' })).headers['cache-control']).toBeUndefined();
  });
});

describe('Strict-Transport-Security and the CSP', () => {
  it('HSTS only when the portal is served over HTTPS', async () => {
    const plain = await app({ seed: false });
    expect((await plain.app.inject({ url: '/api/practice' })).headers['strict-transport-security']).toBeUndefined();
    const https = await app({ seed: false, config: { servedOverHttps: true } });
    expect((await https.app.inject({ url: '/api/practice' })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('connect-src is the portal’s own origin and CORS_ORIGINS, no blanket ws:/wss:', async () => {
    const t = await app({ seed: false, config: { corsOrigins: ['https://kiosk.example.org'] } });
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)connect-src 'self' https:\/\/kiosk\.example\.org(;|$)/);
    expect(csp).not.toMatch(/wss?:(?!\/)/);
  });
});

describe('request.auth fails closed', () => {
  it('a handler that reads it with no identity answers 401, not 500; so does a patient read', async () => {
    const db = connectDatabase(':memory:');
    await migrateToLatest(db);
    const portal = await buildApp({ config: testConfig(), db });
    // A route outside /api has no access check: the one place a handler can run with no identity.
    portal.get('/probe', async (request) => ({ name: request.auth.name }));
    // A patient read wrongly declared public: answered without an identity, it is refused, not sent unaudited.
    PATIENT_READS['/api/probe-patients'] = { area: 'rounds', action: 'view', entity: () => 'probe' };
    portal.get('/api/probe-patients', { config: { access: 'public' } }, async () => ({ mrn: 'MRN-PROBE' }));
    const response = await portal.inject({ url: '/probe' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    const read = await portal.inject({ url: '/api/probe-patients' });
    expect(read.statusCode).toBe(401);
    expect(read.body).not.toContain('MRN-PROBE');
    delete PATIENT_READS['/api/probe-patients'];
    await portal.close();
    await db.destroy();
  });
});

/** Sends `head`, then `body` one byte per tick until the server closes; answers what it sent and read. */
function trickle(port: number, head: string, body: string): Promise<{ bytesSent: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ bytesSent: sent, answer });
    });
    socket.write(head, () => {
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, 100);
    });
  });
}

describe('a request that trickles in is cut', () => {
  const short = { requestMs: 1_000, headersMs: 1_000, idleMs: 10_000, keepAliveMs: 1_000, checkEveryMs: 200 };

  it('a body sent a byte at a time is answered 408 and closed before it is complete', async () => {
    const t = await app({ seed: false, timeouts: short });
    const port = Number(new URL(await t.listen()).port);
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(400) });
    const head = `POST /api/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const { bytesSent, answer } = await trickle(port, head, body);
    expect(bytesSent).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers sent a byte at a time are cut too', async () => {
    const t = await app({ seed: false, timeouts: short });
    const port = Number(new URL(await t.listen()).port);
    const headers = `GET /api/practice HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: ${'y'.repeat(400)}\r\n\r\n`;
    const { bytesSent, answer } = await trickle(port, 'G', headers.slice(1));
    expect(bytesSent).toBeLessThan(headers.length - 1);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('in production a trickled request is cut within 60 s', () => {
    expect(HTTP_TIMEOUTS.requestMs + HTTP_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(60_000);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(HTTP_TIMEOUTS.requestMs);
  });
});
