import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { signIn, startPortal, type Portal } from './support/portal.js';

const OFFLINE = 'You are offline; this page could not load its data: reload it once the connection is back.';
const OFFLINE_KEPT = 'You are offline; what is on screen is shown read-only and may be out of date.';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2031-05-20T09:00', serviceWorker: true });
});
afterAll(() => portal.close());

/** Waits until the page's service worker has activated (its activate step done) and controls the page. */
async function workerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return worker.state;
  });
}

/** The registration's id as DevTools knows it (ServiceWorker.deliverPushMessage needs it). */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** What the worker keeps as its own state: the app badge it last set (see client/service-worker/sw.ts). */
function lastBadge(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const answer = await (await caches.open('portal-worker-state')).match('/worker-state/badge');
    return answer ? ((await answer.json()) as { unread: number }).unread : null;
  });
}

describe('the installable app', () => {
  it('links and serves the manifest, whose icons load', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1f4e79');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Parkside Surgical Portal',
      short_name: 'Parkside',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f4e79',
      background_color: '#f3f5f8',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const src of [...manifest.icons.map((icon) => icon.src), touchIcon!]) {
      const icon = await page.request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()['content-type'], src).toBe('image/png');
      // The PNG signature, and the size the manifest states.
      const bytes = await icon.body();
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      const size = manifest.icons.find((entry) => entry.src === src)?.sizes ?? '180x180';
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
    }
  });

  it('registers the service worker for the whole portal, and it activates', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    expect(await workerActive(page)).toBe('activated');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active!.scriptURL };
    });
    expect(registration).toEqual({ scope: `${portal.baseUrl}/`, script: `${portal.baseUrl}/sw.js` });
  });

  it('shows a pushed notification and sets the badge to its unread count, clearing it at 0', async () => {
    const page = await portal.signedIn('physician');
    await page.context().grantPermissions(['notifications'], { origin: portal.baseUrl });
    expect(await workerActive(page)).toBe('activated');
    const cdp = await page.context().newCDPSession(page);
    const id = await registrationId(cdp, `${portal.baseUrl}/`);
    const push = (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: portal.baseUrl,
        registrationId: id,
        data: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const notifications = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          data: shown.data as unknown,
        })),
      );
    // Awaited as conditions, with the test's own time: the worker answers a push when it can.
    const titles = async () => (await notifications()).map((notification) => notification.title).sort();
    const settled = { timeout: 30_000 };

    const first = {
      kind: 'message',
      title: 'New message from Dr. Chen',
      body: 'You have 3 unread messages.',
      unread: 3,
      url: '/recivedbox',
      tag: 'messages',
    };
    await push(first);
    // A worker still starting may miss the very first push (as a phone's may): it is sent again
    // until shown, under its tag, so it shows once whatever happened.
    await expect
      .poll(
        async () => {
          if ((await notifications()).length === 0) await push(first);
          return (await notifications()).length;
        },
        { ...settled, interval: 1_000 },
      )
      .toBe(1);
    await expect.poll(notifications, settled).toEqual([
      {
        title: 'New message from Dr. Chen',
        body: 'You have 3 unread messages.',
        tag: 'messages',
        data: { url: '/recivedbox' },
      },
    ]);
    await expect.poll(() => lastBadge(page), settled).toBe(3);

    // Read elsewhere: a push with unread 0 clears the badge; its tag replaces the notification.
    await push({
      kind: 'message',
      title: 'Messages read',
      body: 'Nothing unread.',
      unread: 0,
      url: '/',
      tag: 'messages',
    });
    await expect.poll(() => lastBadge(page), settled).toBe(0);
    // The worker shows the notification and sets the badge side by side: either may be first.
    await expect.poll(titles, settled).toEqual(['Messages read']);

    // A payload the worker cannot read still shows something, and leaves the badge alone.
    await push('not the payload of shared/schemas/push.ts');
    await expect.poll(titles, settled).toEqual(['Messages read', 'Parkside Surgical Portal: something new']);
    expect(await lastBadge(page)).toBe(0);
    await cdp.detach();
  });

  it('answers a reload while offline with the shell and the offline notice, never an API answer from a cache', async () => {
    const page = await portal.signedIn('physician');
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    expect(await workerActive(page)).toBe('activated');
    // One visit under the worker: the dashboard's own code (a lazily loaded chunk) is cached as it loads.
    await page.reload();
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();

    const apiFromWorker: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) {
        apiFromWorker.push(response.url());
      }
    });
    await page.context().setOffline(true);
    // The page on screen keeps what it showed, and says so.
    await page.getByText(OFFLINE_KEPT).waitFor();
    await page.reload();
    // Opened offline: the shell, which does not claim to show a schedule.
    await page.getByText(OFFLINE).waitFor();
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    await portal.screenshot(page, 'installable-app-offline');
    expect(await seriousAxeViolations(page)).toEqual([]);

    expect(apiFromWorker).toEqual([]);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await page.context().setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
  });

  it('offers an iPhone in Safari to add the portal to the Home Screen, until dismissed', async () => {
    const context = await portal.browser.newContext({
      baseURL: portal.baseUrl,
      userAgent: IPHONE_SAFARI,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
      await signIn(page, 'physician');
      const hint = page.getByText(
        'To get notifications on this iPhone, add the portal to your Home Screen: Share, then Add to Home Screen.',
      );
      await hint.waitFor();
      await portal.screenshot(page, 'installable-app-ios-hint');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Dismiss' }).click();
      await hint.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
      expect(await hint.count()).toBe(0);

      // The same phone running the installed app (navigator.standalone) is never asked.
      const installed = await context.newPage();
      await installed.addInitScript(() => {
        localStorage.removeItem('homeScreenHintDismissed');
        Object.defineProperty(navigator, 'standalone', { value: true });
      });
      await installed.goto('/dashboard');
      await installed.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
      expect(await installed.getByText(/add the portal to your Home Screen/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
