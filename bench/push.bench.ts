import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startMockPushService } from '../server/push/mock-push-service.test-support.js';
import { generateVapidKeys } from '../server/push/vapid.js';
import { freePort, startServerProcess } from '../server/test/processes.js';
import { DEMO_PASSWORD } from '../server/users/users.seed.js';
import { ms, percentile } from './support.js';

const MESSAGES = 200;
const PAGES = 50;

/**
 * Message → push at the push service: the portal in its own process (as in production) sends each
 * of 200 messages to one person with a device on a mock push service over HTTPS on loopback; the
 * time from the send request to the push's arrival, p50 and p99. Then a page's first push: 50
 * pages to that person, each acknowledged once its push arrived (so no later step is sent).
 */
export default async function pushBench(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const push = await startMockPushService();
  const vapid = generateVapidKeys();
  const portal = await startServerProcess({
    PORT: String(await freePort()),
    DATABASE_URL: join(mkdtempSync(join(os.tmpdir(), 'push-bench-')), 'portal.sqlite'),
    JWT_SECRET: 'push-bench-secret-that-is-long-enough-for-hs256',
    NODE_EXTRA_CA_CERTS: push.certificateFile,
    PUSH_SERVICE_HOSTS: push.host,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    LOG_LEVEL: 'warn',
  });
  const api = async (token: string | null, method: string, path: string, body?: unknown) =>
    (await fetch(`${portal.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then((response) => response.json())) as Record<string, any>;
  const login = async (username: string) =>
    (await api(null, 'POST', '/login', { username, password: DEMO_PASSWORD })).token as string;
  try {
    const [chen, admin] = [await login('mchen'), await login('admin')];
    const device = createECDH('prime256v1');
    device.generateKeys();
    await api(chen, 'POST', '/push/subscriptions', {
      endpoint: `${push.origin}/push/bench`,
      keys: { p256dh: device.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    const chenId = (await api(chen, 'GET', '/current-user')).user.id as number;
    const delays: number[] = [];
    for (let index = 0; index < MESSAGES; index++) {
      const before = push.received.length;
      const started = performance.now();
      await api(admin, 'POST', '/send-message', { subject: `Bench ${index}`, message: 'Bench', recipients: [chenId] });
      while (push.received.length === before) await new Promise((resolve) => setImmediate(resolve));
      delays.push(push.received[before]!.arrivedAt - started);
    }
    console.log(
      `message → push at the push service (${MESSAGES} messages, one device): p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}, max ${ms(Math.max(...delays))}`,
    );
    const pageDelays: number[] = [];
    for (let index = 0; index < PAGES; index++) {
      const before = push.received.length;
      const started = performance.now();
      const sent = await api(admin, 'POST', '/pages', { to: chenId, text: `Bench page ${index}` });
      while (push.received.length === before) await new Promise((resolve) => setImmediate(resolve));
      pageDelays.push(push.received[before]!.arrivedAt - started);
      await api(chen, 'POST', `/pages/${sent.page.id}/acknowledge`);
    }
    console.log(
      `page → its first push at the push service (${PAGES} pages, one device): p50 ${ms(percentile(pageDelays, 50))}, p99 ${ms(percentile(pageDelays, 99))}, max ${ms(Math.max(...pageDelays))}`,
    );
  } finally {
    await portal.stop(10_000);
    await push.close();
  }
}
