import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWeekend as isWeekendDay } from '../../shared/dates.js';
import { pushPayloadSchema } from '../../shared/schemas/push.js';
import { freePort, startServerProcess, type ChildHandle } from '../test/processes.js';
import { until } from '../test/until.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import {
  decryptPush,
  startMockPushService,
  verifyVapid,
  type MockPushService,
} from './mock-push-service.test-support.js';
import { generateVapidKeys } from './vapid.js';

/**
 * A message reaches a device through a push service, end to end and offline: the portal runs as
 * in production (its own process, the mock push service's certificate trusted through
 * NODE_EXTRA_CA_CERTS and its host in PUSH_SERVICE_HOSTS); the mock checks the VAPID signature
 * and its audience, and the test decrypts each push with the device's own keys.
 */
let push: MockPushService;
let portal: ChildHandle & { url: string };
const vapid = generateVapidKeys();

beforeAll(async () => {
  push = await startMockPushService();
  portal = await startServerProcess({
    PORT: String(await freePort()),
    DATABASE_URL: join(mkdtempSync(join(tmpdir(), 'push-delivery-')), 'portal.sqlite'),
    NODE_ENV: 'test',
    TEST_NOW: '2031-05-20T09:00',
    JWT_SECRET: 'push-delivery-test-secret-that-is-long-enough',
    NODE_EXTRA_CA_CERTS: push.certificateFile,
    PUSH_SERVICE_HOSTS: push.host,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@parkside.example',
  });
}, 120_000);
afterAll(async () => {
  await portal?.stop(10_000);
  await push?.close();
});

async function api(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
const login = async (username: string) =>
  (await api(null, 'POST', '/login', { username, password: DEMO_PASSWORD })).body.token as string;

describe('a new message, pushed', () => {
  it('reaches the device signed with VAPID and encrypted to its keys: sender and unread count, never the text', async () => {
    const [chen, admin] = [await login('mchen'), await login('admin')];
    const phone = createECDH('prime256v1');
    phone.generateKeys();
    const phoneAuth = randomBytes(16);
    const keysOf = (ecdh: typeof phone, auth: Buffer) => ({
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: auth.toString('base64url'),
    });
    const subscribed = await api(chen, 'POST', '/push/subscriptions', {
      endpoint: `${push.origin}/push/chen-phone`,
      keys: keysOf(phone, phoneAuth),
      device_name: 'Pixel 8',
    });
    expect(subscribed.status).toBe(201);
    const tablet = createECDH('prime256v1');
    tablet.generateKeys();
    await api(chen, 'POST', '/push/subscriptions', {
      endpoint: `${push.origin}/gone/old-tablet`,
      keys: keysOf(tablet, randomBytes(16)),
    });

    const chenId = (await api(chen, 'GET', '/current-user')).body.user.id as number;
    const sender = (await api(admin, 'GET', '/current-user')).body.user.name as string;
    const sent = await api(admin, 'POST', '/send-message', {
      subject: 'Bed 4 potassium',
      message: 'Potassium 6.1 on the 06:00 draw',
      recipients: [chenId],
    });
    expect(sent.status).toBe(201);

    await until(() => push.received.some((one) => one.path === '/push/chen-phone'), 'the push to the phone');
    const received = push.received.find((one) => one.path === '/push/chen-phone')!;
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received.headers.ttl)).toBeGreaterThan(0);
    const { key, claims } = verifyVapid(String(received.headers.authorization), push.origin);
    expect(key).toBe(vapid.publicKey);
    expect(claims.sub).toBe('mailto:ops@parkside.example');

    const text = decryptPush(received.body, phone, phoneAuth);
    expect(text).not.toMatch(/potassium|Bed 4|6\.1/i);
    const payload = pushPayloadSchema.parse(JSON.parse(text));
    expect(payload).toMatchObject({
      kind: 'message',
      title: `New message from ${sender}`,
      url: expect.stringMatching(/^\/recivedbox\/\d+$/),
    });
    expect(payload.unread).toBeGreaterThanOrEqual(1);
    expect(payload.unread).toBe((await api(chen, 'GET', '/messages')).body.unreadCount);

    // The push service said 410 for the tablet: it is gone from the person's devices; the phone was used.
    await until(
      async () => (await api(chen, 'GET', '/push/subscriptions')).body.devices.length === 1,
      'the gone device removed',
    );
    const [left] = (await api(chen, 'GET', '/push/subscriptions')).body.devices;
    expect(left).toMatchObject({ device_name: 'Pixel 8', last_used_at: expect.any(String) });
  });
});

describe('calls, pushed', () => {
  const lastTo = (path: string, kind: string) =>
    [...push.received].reverse().find((one) => one.path === path && decryptKind(one.body) === kind);
  let decryptKind: (body: Buffer) => string;
  const phone = createECDH('prime256v1');
  phone.generateKeys();
  const phoneAuth = randomBytes(16);

  it('tells me of a change to my calls within two weeks (one per day, by Topic) and of a give-away offered to me', async () => {
    decryptKind = (body) => {
      try {
        return (JSON.parse(decryptPush(body, phone, phoneAuth)) as { kind: string }).kind;
      } catch {
        return '';
      }
    };
    const [chen, admin, whitman] = [await login('mchen'), await login('admin'), await login('swhitman')];
    await api(chen, 'POST', '/push/subscriptions', {
      endpoint: `${push.origin}/push/chen-watch`,
      keys: { p256dh: phone.getPublicKey().toString('base64url'), auth: phoneAuth.toString('base64url') },
    });
    const chenId = (await api(chen, 'GET', '/current-user')).body.user.id as number;
    // Messages turned off: the message sent first never reaches the device; the call change after it does.
    expect((await api(chen, 'PUT', '/push/preferences', { off: ['message'] })).status).toBe(200);
    const messagesBefore = push.received.filter((one) => one.path === '/push/chen-watch').length;
    await api(admin, 'POST', '/send-message', { subject: 'Lunch', message: 'Noon?', recipients: [chenId] });
    // A day of the next two weeks on which the demo has not put them on 1st call nor given them time off.
    const may = (await api(admin, 'GET', '/calendar-entries?year=2031&month=5')).body.entries as {
      date: string;
      surgeon_1st: number;
    }[];
    const free = may.find((day) => day.date >= '2031-05-22' && day.surgeon_1st !== chenId && !isWeekendDay(day.date))!;
    const saved = await api(admin, 'POST', '/calendar-add-data', {
      entries: [{ date: free.date, surgeon_2nd: chenId }],
      acknowledge_warnings: true,
    });
    expect(saved.status).toBe(200);
    await until(() => lastTo('/push/chen-watch', 'call-change') !== undefined, 'the call change pushed');
    const change = lastTo('/push/chen-watch', 'call-change')!;
    expect(change.headers.topic).toBe(`calls-${free.date.replaceAll('-', '')}`);
    expect(push.received.filter((one) => one.path === '/push/chen-watch')).toHaveLength(messagesBefore + 1);
    expect(JSON.parse(decryptPush(change.body, phone, phoneAuth))).toMatchObject({
      title: `Your calls on ${free.date.slice(5, 7)}/${free.date.slice(8)} changed`,
      body: expect.stringContaining('2nd'),
    });

    // Time off that takes them off that day tells them as well (the time-off writer keeps the day as it was).
    const changes = () =>
      push.received.filter((one) => one.path === '/push/chen-watch' && decryptKind(one.body) === 'call-change');
    const changesBefore = changes().length;
    const off = await api(admin, 'POST', '/add-vacation-data', {
      surgeon_id: chenId,
      vacation_type: 'Sick.',
      vacation_start_date: free.date,
      vacation_end_date: free.date,
      acknowledge_warnings: true,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    await until(() => changes().length > changesBefore, 'the call emptied by time off pushed');
    const emptied = changes().at(-1)!;
    expect(emptied.headers.topic).toBe(`calls-${free.date.replaceAll('-', '')}`);
    expect(JSON.parse(decryptPush(emptied.body, phone, phoneAuth))).toMatchObject({
      body: 'You are no longer on call or in the office that day.',
    });

    const month = (await api(whitman, 'GET', '/calendar-entries?year=2031&month=6')).body.entries as {
      date: string;
      surgeon_1st: number;
    }[];
    const whitmanId = (await api(whitman, 'GET', '/current-user')).body.user.id as number;
    const theirs = month.find((day) => day.surgeon_1st === whitmanId)!;
    const offered = await api(whitman, 'POST', '/call-requests', {
      kind: 'give-away',
      date: theirs.date,
      slot: 'surgeon_1st',
      to_surgeon_id: chenId,
    });
    expect(offered.status).toBe(201);
    await until(() => lastTo('/push/chen-watch', 'call-request') !== undefined, 'the offer pushed');
    const offer = JSON.parse(decryptPush(lastTo('/push/chen-watch', 'call-request')!.body, phone, phoneAuth));
    expect(offer.title).toMatch(/^Give-away offer from /);
  });

  it("carries a page's Acknowledge capability, which acknowledges it with no session", async () => {
    const [chen, staff] = [await login('mchen'), await login('staff')];
    const chenId = (await api(chen, 'GET', '/current-user')).body.user.id as number;
    const sent = await api(staff, 'POST', '/pages', { to: chenId, text: 'Bed 4: Mr Smith, chest pain' });
    expect(sent.status).toBe(201);
    const pageId = sent.body.page.id as number;
    await until(() => lastTo('/push/chen-watch', 'page') !== undefined, 'the page pushed');
    const pushed = lastTo('/push/chen-watch', 'page')!;
    expect(pushed.headers.urgency).toBe('high');
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(pushed.body, phone, phoneAuth)));
    expect(JSON.stringify(payload)).not.toMatch(/Smith|chest/);
    expect(payload.acknowledge?.url).toBe(`/api/pages/${pageId}/acknowledge-from-notification`);

    const tapped = await fetch(`${portal.url}${payload.acknowledge!.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: payload.acknowledge!.token }),
    });
    expect(tapped.status).toBe(200);
    expect(await tapped.json()).toMatchObject({ acknowledged_by: 'Michael Chen', by_you: true });
    expect((await api(staff, 'GET', `/pages/${pageId}`)).body.page.acknowledged_by.id).toBe(chenId);
  });
});
