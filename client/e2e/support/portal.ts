import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../server/test/harness.js';
import { DEMO_PASSWORD } from '../../../server/users/users.seed.js';
import { inject } from 'vitest';
import { screenshotPage } from './screenshot.js';
import { WindowPool } from './window-pool.js';

export interface Viewport {
  width: number;
  height: number;
}

/**
 * What a test window is opened with unless its file asks for the service worker: without it. The
 * worker (its install precaches the app shell anew in every new window, and every request of the
 * page then passes through it) was a sixth of a window's cost in CPU; what it does is tested with it
 * (installable-app.spec.ts, my-devices.spec.ts), and the journeys test the pages.
 */
const DEFAULT_VIEWPORT: Viewport = { width: 1440, height: 900 };

export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

export interface Portal {
  t: TestApp;
  baseUrl: string;
  browser: Browser;
  /**
   * A browser window (its own storage) signed in as `username`, its first page `at` (the dashboard
   * unless said): straight there, as a signed-in user's bookmark opens it. A new window, or one
   * that an earlier test of the file opened for the same person and size and left as it found it,
   * signed in afresh with its storage cleared (window-pool.ts).
   */
  signedIn(username: string, options?: { at?: string; viewport?: Viewport }): Promise<Page>;
  /** A new, signed-out browser window. */
  newPage(viewport?: Viewport): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** The real portal on a free port with a fresh seeded database, and a real Chromium. */
export async function startPortal(
  options: Pick<TestAppOptions, 'now' | 'today' | 'config'> & {
    /** The windows register the portal's service worker, as a browser does (otherwise they don't). */
    serviceWorker?: boolean;
  } = {},
): Promise<Portal> {
  const { serviceWorker = false, ...appOptions } = options;
  const t = await createTestApp(appOptions);
  const baseUrl = await t.listen();
  // The project's one Chromium (shared-chromium.ts); closing this connection leaves it running.
  const browser = await chromium.connect(inject('chromiumEndpoint'));
  const contexts: BrowserContext[] = [];
  const pool = new WindowPool();

  const newPage = async (viewport: Viewport = DEFAULT_VIEWPORT) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport,
      ...(serviceWorker ? {} : WITHOUT_SERVICE_WORKER),
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
    return page;
  };

  return {
    t,
    baseUrl,
    browser,
    newPage,
    async signedIn(username, { at, viewport = DEFAULT_VIEWPORT } = {}) {
      const key = `${viewport.width}×${viewport.height}`;
      // A window away from the portal (a download, a blank page) is not handed on.
      const spare = pool.take(key, (window) => new URL(window.url()).origin === baseUrl);
      let page: Page;
      if (spare) {
        page = spare;
        await page.context().clearCookies();
        await storeSession(page, await logIn(page, username));
      } else {
        page = await newPage(viewport);
        // Skip the first-visit loader: it is tested on its own.
        await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
        await storeSessionAtFirstPage(page, await logIn(page, username));
      }
      if (at) await page.goto(at);
      else {
        await page.goto('/dashboard');
        await page.waitForURL('**/dashboard');
      }
      return pool.lend(page, key);
    },
    screenshot: (page, name) => screenshotPage(pool.pageOf(page), `screenshots/${name}.png`),
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await t.close();
    },
  };
}

/**
 * The login answer, through the window's own cookie jar: `signedIn` keeps it in the window's
 * storage, as a returning user's browser has it. The sign-in form itself is exercised by `signIn`
 * (foundation.spec.ts, change-password.spec.ts); skipping it in every other journey saves a page
 * load and a form per window.
 */
async function logIn(page: Page, username: string): Promise<Record<string, unknown>> {
  const answer = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  if (!answer.ok()) throw new Error(`sign-in of ${username} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/** The session written before a new window's first page runs; once per tab, so that a sign-out in it stays signed out. */
async function storeSessionAtFirstPage(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('signedInByStorage')) return;
    sessionStorage.setItem('signedInByStorage', 'true');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, String(value));
  }, session);
}

/**
 * A used window made as a new window is before its first page: its storage holds only the session
 * (the next page load reads it), and its current history entry is left with no state under a path
 * no test opens, so that the next page is a new navigation, never a reload that would keep the
 * earlier page's history state (an open tab) or scroll position.
 */
async function storeSession(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.evaluate((stored) => {
    history.replaceState(null, '', '/window-handed-on');
    sessionStorage.clear();
    localStorage.clear();
    sessionStorage.setItem('homepageLoaded', 'true');
    sessionStorage.setItem('signedInByStorage', 'true');
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, String(value));
  }, session);
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}
