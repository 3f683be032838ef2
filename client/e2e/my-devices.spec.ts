import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * A person's devices for notifications (issue 34): listed with name, push service and last use,
 * removable; "Turn on" asks the browser and gives up in time when its push service is out of reach
 * (Chromium here cannot reach Google's).
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2031-05-20T09:00', serviceWorker: true });
});
afterAll(() => portal.close());

describe('notifications on my devices', () => {
  it('lists my devices, removes one, and says plainly when this browser cannot subscribe', async () => {
    const token = await portal.t.login('physician');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const added = await portal.t.api(token).post('/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-phone',
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      device_name: 'Pixel 8',
    });
    expect(added.status).toBe(201);

    const page = await portal.signedIn('physician');
    await page.getByRole('link', { name: 'Notifications on my devices' }).click();
    const row = page.getByRole('row', { name: /Pixel 8 fcm\.googleapis\.com .* Not yet/ });
    await row.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'my-devices');

    await page.context().grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /could not reach its push service|could not be turned on|not installed in this browser/ })
      .waitFor({ timeout: 25_000 });
    expect(await page.getByRole('button', { name: 'Turn on notifications on this device' }).isEnabled()).toBe(true);

    // Messages turned off from the page: the server keeps the choice.
    const messages = page.getByRole('checkbox', { name: 'New messages' });
    await messages.click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await messages.isChecked()).toBe(false);
    expect((await portal.t.api(token).get('/api/push/preferences')).body.off).toEqual(['message']);

    await page.getByRole('button', { name: 'Remove Pixel 8' }).click();
    await page.getByText('No device gets notifications yet.').waitFor();
    expect((await portal.t.api(token).get('/api/push/subscriptions')).body.devices).toEqual([]);
  });
});
