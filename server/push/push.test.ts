import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { pushContract } from '../../shared/contract/push.js';
import { callCalendarContract } from '../../shared/contract/call-calendar.js';
import { authContract } from '../../shared/contract/auth.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered, refused } from '../test/call-declared.js';

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
  answered(await t.call(pushContract.devices, {}, token)).devices as {
    id: number;
    device_name: string;
    service: string;
  }[];

describe('Web Push subscriptions', () => {
  it("answers the portal's VAPID public key to a signed-in person only", async () => {
    const token = await t.login('physician');
    const key = await t.call(pushContract.key, {}, token);
    expect(key.body).toEqual({ publicKey: t.app.config.vapid.publicKey });
    expect(answered(key).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.call(pushContract.key, {})).status).toBe(401);
  });

  it('keeps my devices on known push services and the listed hosts, named, never showing the endpoint back', async () => {
    const token = await t.login('pnatarajan');
    const saved = await t.call(
      pushContract.subscribe,
      { body: { ...device(`${FCM}abc`), device_name: 'Pixel 8' } },
      token,
    );
    expect(saved.status).toBe(201);
    expect(answered(saved, 201).device).toMatchObject({
      device_name: 'Pixel 8',
      service: 'fcm.googleapis.com',
      last_used_at: null,
    });
    expect(saved.text).not.toContain('/fcm/send/abc');
    expect((await t.call(pushContract.subscribe, { body: device('https://push.test:8443/x/1') }, token)).status).toBe(
      201,
    );
    expect(
      (await t.call(pushContract.subscribe, { body: device('https://web.push.apple.com/QGx') }, token)).status,
    ).toBe(201);
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
      const refusal = await t.call(pushContract.subscribe, { body: device(endpoint) }, token);
      expect(refusal.status).toBe(422);
      expect(Object.keys(refused(refusal).errors!)).toEqual(['endpoint']);
    }
    const badKeys = await t.call(
      pushContract.subscribe,
      { body: { endpoint: `${FCM}k`, keys: { p256dh: 'abc', auth: 'xyz' } } },
      token,
    );
    expect(badKeys.status).toBe(422);
    expect(Object.keys(refused(badKeys).errors!).sort()).toEqual(['keys.auth', 'keys.p256dh']);
    expect(await devicesOf(token)).toEqual([]);
  });

  it("removes one of my devices, not someone else's", async () => {
    const mine = await t.login('dreyes');
    const theirs = await t.login('swhitman');
    const endpoint = `${FCM}reyes-phone`;
    await t.call(pushContract.subscribe, { body: device(endpoint) }, mine);
    expect((await t.call(pushContract.unsubscribe, { body: { endpoint } }, theirs)).status).toBe(404);
    expect(await devicesOf(mine)).toHaveLength(1);
    expect((await t.call(pushContract.unsubscribe, { body: { endpoint } }, mine)).status).toBe(200);
    expect(await devicesOf(mine)).toEqual([]);
    // Another of my devices, by the id my list shows (its endpoint is never shown back).
    await t.call(pushContract.subscribe, { body: device(`${FCM}reyes-tablet`) }, mine);
    const [tablet] = await devicesOf(mine);
    expect((await t.call(pushContract.unsubscribe, { body: { id: tablet!.id } }, theirs)).status).toBe(404);
    expect((await t.call(pushContract.unsubscribe, { body: { id: tablet!.id } }, mine)).status).toBe(200);
    expect(await devicesOf(mine)).toEqual([]);
    expect((await t.call(pushContract.unsubscribe, { body: {} }, mine)).status).toBe(422);
  });

  it('keeps the kinds I turn off, but not pages while I am on call today', async () => {
    const token = await t.login('swhitman');
    const id = await t.userId('swhitman');
    const saved = await t.call(pushContract.savePreferences, { body: { off: ['message', 'call-change'] } }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ off: ['call-change', 'message'] });
    expect(answered(await t.call(pushContract.preferences, {}, token)).off).toEqual(['call-change', 'message']);
    expect((await t.call(pushContract.savePreferences, { body: { off: ['message', 'message'] } }, token)).status).toBe(
      422,
    );
    expect((await t.api(token).put('/api/push/preferences', { off: ['gossip'] })).status).toBe(422);

    // Put on today's 1st call: pages stay on.
    const admin = await t.login('admin');
    const today = t.clock.today();
    const onCall = await t.call(
      callCalendarContract.saveEntries,
      {
        body: {
          entries: [{ date: today, surgeon_1st: id }],
          acknowledge_warnings: true,
        },
      },
      admin,
    );
    expect(onCall.status).toBe(200);
    expect(answered(await t.call(pushContract.preferences, {}, token)).on_call_today).toBe(true);
    const refusal = await t.call(pushContract.savePreferences, { body: { off: ['page'] } }, token);
    expect(refusal.status).toBe(422);
    expect(refused(refusal).errors!.off).toEqual(['Pages cannot be turned off while you are on call today.']);
    expect(answered(await t.call(pushContract.preferences, {}, token)).off).toEqual(['call-change', 'message']);
  });

  it("signing out removes that sign-in's devices; a new password or deactivation removes all of them", async () => {
    const phone = await t.login('physician');
    const desk = await t.login('physician');
    await t.call(pushContract.subscribe, { body: device(`${FCM}phone`) }, phone);
    await t.call(pushContract.subscribe, { body: device(`${FCM}desk`) }, desk);
    expect((await t.call(authContract.logout, {}, desk)).status).toBe(200);
    expect((await devicesOf(phone)).map((d) => d.id)).toHaveLength(1);

    const admin = await t.login('admin');
    const id = await t.userId('physician');
    const user = answered(await t.call(usersContract.get, { params: { id } }, admin)).user;
    const deactivated = await t.call(
      usersContract.update,
      { params: { id }, body: { ...user, user_status: 0 } },
      admin,
    );
    expect(deactivated.status).toBe(200);
    const rows = await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', id).execute();
    expect(rows).toEqual([]);

    const chen = await t.login('mchen');
    await t.call(pushContract.subscribe, { body: device(`${FCM}chen`) }, chen);
    const changed = await t.call(
      authContract.changePassword,
      {
        body: {
          current_password: DEMO_PASSWORD,
          password: 'violet-harbour-lantern',
          password_confirmation: 'violet-harbour-lantern',
        },
      },
      chen,
    );
    expect(changed.status).toBe(200);
    expect(await devicesOf(chen)).toEqual([]);
  });
});
