import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';

/** Web Push subscriptions over HTTP: the key, the devices of the signed-in person, and when they go. */
const device = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const FCM = 'https://fcm.googleapis.com/fcm/send/';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2031-05-20T09:00', config: { pushServiceHosts: ['push.test:8443'] } });
});
afterAll(() => t.close());

const devicesOf = async (token: string) =>
  (await t.api(token).get('/api/push/subscriptions')).body.devices as {
    id: number;
    device_name: string;
    service: string;
  }[];

describe('Web Push subscriptions', () => {
  it("answers the portal's VAPID public key to a signed-in person only", async () => {
    const token = await t.login('physician');
    const key = await t.api(token).get('/api/push/key');
    expect(key.body).toEqual({ publicKey: t.app.config.vapid.publicKey });
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.api().get('/api/push/key')).status).toBe(401);
  });

  it('keeps my devices on known push services and the listed hosts, named, never showing the endpoint back', async () => {
    const token = await t.login('pnatarajan');
    const saved = await t
      .api(token)
      .post('/api/push/subscriptions', { ...device(`${FCM}abc`), device_name: 'Pixel 8' });
    expect(saved.status).toBe(201);
    expect(saved.body.device).toMatchObject({
      device_name: 'Pixel 8',
      service: 'fcm.googleapis.com',
      last_used_at: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain('/fcm/send/abc');
    expect((await t.api(token).post('/api/push/subscriptions', device('https://push.test:8443/x/1'))).status).toBe(201);
    expect((await t.api(token).post('/api/push/subscriptions', device('https://web.push.apple.com/QGx'))).status).toBe(
      201,
    );
    expect((await devicesOf(token)).map((d) => d.service)).toEqual([
      'fcm.googleapis.com',
      'push.test:8443',
      'web.push.apple.com',
    ]);
  });

  it('refuses an address on any other host, plain http, or bad keys with 422, keeping nothing', async () => {
    const token = await t.login('mchen');
    for (const endpoint of [
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1:8443/x',
      'https://push.test/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
    ]) {
      const refused = await t.api(token).post('/api/push/subscriptions', device(endpoint));
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['endpoint']);
    }
    const badKeys = await t
      .api(token)
      .post('/api/push/subscriptions', { endpoint: `${FCM}k`, keys: { p256dh: 'abc', auth: 'xyz' } });
    expect(badKeys.status).toBe(422);
    expect(Object.keys(badKeys.body.errors).sort()).toEqual(['keys.auth', 'keys.p256dh']);
    expect(await devicesOf(token)).toEqual([]);
  });

  it("removes one of my devices, not someone else's", async () => {
    const mine = await t.login('dreyes');
    const theirs = await t.login('swhitman');
    const endpoint = `${FCM}reyes-phone`;
    await t.api(mine).post('/api/push/subscriptions', device(endpoint));
    expect((await t.api(theirs).delete('/api/push/subscriptions', { endpoint })).status).toBe(404);
    expect(await devicesOf(mine)).toHaveLength(1);
    expect((await t.api(mine).delete('/api/push/subscriptions', { endpoint })).status).toBe(200);
    expect(await devicesOf(mine)).toEqual([]);
    // Another of my devices, by the id my list shows (its endpoint is never shown back).
    await t.api(mine).post('/api/push/subscriptions', device(`${FCM}reyes-tablet`));
    const [tablet] = await devicesOf(mine);
    expect((await t.api(theirs).delete('/api/push/subscriptions', { id: tablet!.id })).status).toBe(404);
    expect((await t.api(mine).delete('/api/push/subscriptions', { id: tablet!.id })).status).toBe(200);
    expect(await devicesOf(mine)).toEqual([]);
    expect((await t.api(mine).delete('/api/push/subscriptions', {})).status).toBe(422);
  });

  it('keeps the kinds I turn off, but not pages while I am on call today', async () => {
    const token = await t.login('swhitman');
    const id = await t.userId('swhitman');
    const saved = await t.api(token).put('/api/push/preferences', { off: ['message', 'call-change'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ off: ['call-change', 'message'] });
    expect((await t.api(token).get('/api/push/preferences')).body.off).toEqual(['call-change', 'message']);
    expect((await t.api(token).put('/api/push/preferences', { off: ['message', 'message'] })).status).toBe(422);
    expect((await t.api(token).put('/api/push/preferences', { off: ['gossip'] })).status).toBe(422);

    // Put on today's 1st call: pages stay on.
    const admin = await t.login('admin');
    const today = t.clock.today();
    const onCall = await t.api(admin).post('/api/calendar-add-data', {
      entries: [{ date: today, surgeon_1st: id }],
      acknowledge_warnings: true,
    });
    expect(onCall.status).toBe(200);
    expect((await t.api(token).get('/api/push/preferences')).body.on_call_today).toBe(true);
    const refused = await t.api(token).put('/api/push/preferences', { off: ['page'] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.off).toEqual(['Pages cannot be turned off while you are on call today.']);
    expect((await t.api(token).get('/api/push/preferences')).body.off).toEqual(['call-change', 'message']);
  });

  it("signing out removes that sign-in's devices; a new password or deactivation removes all of them", async () => {
    const phone = await t.login('physician');
    const desk = await t.login('physician');
    await t.api(phone).post('/api/push/subscriptions', device(`${FCM}phone`));
    await t.api(desk).post('/api/push/subscriptions', device(`${FCM}desk`));
    expect((await t.api(desk).post('/api/logout')).status).toBe(200);
    expect((await devicesOf(phone)).map((d) => d.id)).toHaveLength(1);

    const admin = await t.login('admin');
    const id = await t.userId('physician');
    const user = (await t.api(admin).get(`/api/users/${id}`)).body.user;
    const deactivated = await t.api(admin).post(`/api/users/${id}`, { ...user, user_status: 0 });
    expect(deactivated.status).toBe(200);
    const rows = await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', id).execute();
    expect(rows).toEqual([]);

    const chen = await t.login('mchen');
    await t.api(chen).post('/api/push/subscriptions', device(`${FCM}chen`));
    const changed = await t.api(chen).put('/api/current-user/password', {
      current_password: DEMO_PASSWORD,
      password: 'violet-harbour-lantern',
      password_confirmation: 'violet-harbour-lantern',
    });
    expect(changed.status).toBe(200);
    expect(await devicesOf(chen)).toEqual([]);
  });
});
