import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTitle } from '../app/layout/page-titles.js';
import { can, type Permission } from '../../shared/roles.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const NOT_FOUND = '/no-such-page';

/** Every screen, with the permission it needs and what shows once its data is in (`{today}`: the practice's). */
const SCREENS: { path: string; ready: string; permission?: Permission }[] = [
  { path: '/dashboard', ready: 'text=Hospital Rounds' },
  { path: '/administration', ready: 'role=list[name="Users"]', permission: 'users.manage' },
  { path: '/messages', ready: 'role=heading >> nth=0' },
  { path: '/send-message', ready: 'role=button[name="Send"]' },
  { path: '/hospital-round', ready: 'role=table >> nth=0' },
  { path: '/hospital-round-search-date?date={today}', ready: 'role=table >> nth=0' },
  { path: '/oparative-log', ready: 'role=table >> nth=0' },
  { path: '/oparative-log-search-date?date={today}', ready: 'role=table >> nth=0' },
  { path: '/daily-schedule', ready: 'role=region[name="Schedule grid"]' },
  { path: '/daily-schedule-search-by-date?date={today}', ready: 'role=region[name="Schedule grid"]' },
  { path: '/add-event', ready: 'role=button[name="Submit"]', permission: 'daily-schedule.write' },
  { path: '/montly-schedule', ready: 'role=table >> nth=0' },
  { path: '/search-montly-schedule', ready: 'role=table >> nth=0' },
  { path: '/edit-call-calender?date={today}', ready: 'role=grid', permission: 'call-calendar.write' },
  { path: '/block-calender', ready: 'role=table >> nth=0' },
  { path: '/edit-block-calender', ready: 'role=table >> nth=0', permission: 'block-time.write' },
  { path: NOT_FOUND, ready: 'text=404' },
];

/** Follows `path` as the app's own links do (the router reads the history), with no page load. */
async function follow(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Opens `path` in the loaded app. A navigation keeps the old screen shown until the new one is
 * ready, and the title changes only once it is: so the new title is what says that `path`'s
 * screen, and none of the one before, is on the page. Between two screens of one title, by way of
 * the not-found page.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const title = pageTitle(new URL(path, 'http://portal').pathname);
  if ((await page.title()) === title) {
    await follow(page, NOT_FOUND);
    await page.locator('.error-page').waitFor();
  }
  await follow(page, path);
  if (path === NOT_FOUND) await page.locator('.error-page').waitFor();
  else await page.waitForFunction((expected) => document.title === expected, title);
}

describe('every screen for every role passes axe-core (no serious or critical violation)', () => {
  it.each([
    ['admin', 1],
    ['ceo', 2],
    ['physician', 3],
    ['staff', 4],
  ] as const)(
    'as %s',
    async (username, role) => {
      // Signed in on the dashboard; each screen is then opened as a link in the app opens it (the
      // page, and axe-core once injected, stay loaded rather than loading again per screen).
      const page = await portal.signedIn(username);
      const failures: string[] = [];
      for (const screen of SCREENS.filter((s) => !s.permission || can(role, s.permission))) {
        await openInApp(page, screen.path.replace('{today}', portal.t.clock.today()));
        await page.locator(screen.ready).first().waitFor({ timeout: 10_000 });
        for (const violation of await seriousAxeViolations(page)) failures.push(`${screen.path}: ${violation}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
