// The practice (the test portal's zone follows this process's) is in New York; the browser runs in UTC.
process.env.TZ = 'America/New_York';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatUsDate } from '../../shared/dates.js';
import { zonedParts } from '../../shared/zoned-time.js';
import { seriousAxeViolations } from './support/axe.js';
import { signIn, startPortal, WITHOUT_SERVICE_WORKER, type Portal } from './support/portal.js';

let portal: Portal;
let today: string;
beforeAll(async () => {
  portal = await startPortal();
  today = portal.t.clock.today();
});
afterAll(() => portal.close());

/**
 * The practice at 02:00 UTC on its tomorrow (9 or 10 PM of today in New York), and a browser in
 * UTC whose own clock reads that instant: the device's calendar says tomorrow; every screen must
 * say the practice's today.
 */
async function eveningBrowserInUtc(username: string): Promise<Page> {
  const evening = `${addDays(today, 1)}T02:00:00Z`;
  portal.t.clock.set(evening);
  const context = await portal.browser.newContext({
    baseURL: portal.baseUrl,
    timezoneId: 'UTC',
    bypassCSP: true,
    viewport: { width: 1440, height: 900 },
    ...WITHOUT_SERVICE_WORKER,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  await page.clock.install({ time: new Date(evening) });
  await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
  await signIn(page, username);
  expect(await page.evaluate(() => new Date().toISOString().slice(0, 10))).toBe(addDays(today, 1));
  expect(await page.evaluate(() => new Date().getDate())).toBe(Number(addDays(today, 1).slice(8, 10)));
  return page;
}

describe("the practice's clock in a browser in another time zone", () => {
  it("shows the practice's today on the daily schedule, rounds and the operative log", async () => {
    const page = await eveningBrowserInUtc('admin');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/daily-schedule');
    await page.getByText(formatUsDate(today), { exact: true }).first().waitFor();
    expect(await page.getByText(formatUsDate(addDays(today, 1)), { exact: true }).count()).toBe(0);
    // The grid's "now" is the practice's evening hour, not the device's 02:00.
    const practiceHour = zonedParts(new Date(`${addDays(today, 1)}T02:00:00Z`), 'America/New_York').time.slice(0, 3);
    expect(await page.getByRole('rowheader', { name: 'Times' }).getAttribute('data-now')).toMatch(
      new RegExp(`^${practiceHour}`),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'practice-clock-daily-schedule');

    await page.goto('/hospital-round');
    await page.getByRole('heading', { name: `Hospital Rounds ${formatUsDate(today)}` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/oparative-log');
    await page.getByRole('heading', { name: `Operative Log ${formatUsDate(today)}` }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('keeps an operative-log entry added in the evening on the page (the server saves it on the same day)', async () => {
    const page = await eveningBrowserInUtc('physician');
    await page.goto('/oparative-log');
    await page.getByRole('heading', { name: `Operative Log ${formatUsDate(today)}` }).waitFor();
    await page.getByRole('button', { name: 'Add New Entry' }).click();
    const newRow = page.getByRole('row', { name: 'New entry' });
    await newRow.getByLabel('First Name').fill('Evening');
    await newRow.getByLabel('Last Name').fill('Zoneguard');
    await newRow.getByLabel('MRN').fill('MR7770001');
    await newRow.getByLabel('Surgeon').selectOption({ label: 'SW — Sarah Whitman' });
    await newRow.getByLabel('Assistant').selectOption({ label: 'MC — Michael Chen' });
    await newRow.getByLabel('Diagnosis').fill('Appendicitis');
    await newRow.getByLabel('Procedure').fill('Laparoscopic appendectomy');
    await newRow.getByRole('button', { name: 'Add' }).click();
    await newRow.waitFor({ state: 'detached' });

    const entries = page.getByRole('table', { name: 'Operative log entries' });
    await entries.getByRole('row', { name: /Zoneguard/ }).waitFor();
    // Still there after a reload (a fresh snapshot of the day's room): it belongs to the day the page shows.
    await page.reload();
    await page
      .getByRole('table', { name: 'Operative log entries' })
      .getByRole('row', { name: /Zoneguard/ })
      .waitFor();
    const token = await portal.t.login('admin');
    const saved = (await portal.t.api(token).get(`/api/oparative-log/search-by-name?name=Zoneguard`)).body;
    expect(JSON.stringify(saved)).toContain(today);
    await portal.screenshot(page, 'practice-clock-operative-log');
  });

  it('GET /api/practice tells the zone and today without a session', async () => {
    const response = await fetch(`${portal.baseUrl}/api/practice`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { timeZone: string; today: string; now: string };
    expect(body.timeZone).toBe('America/New_York');
    expect(body.today).toBe(portal.t.clock.today());
  });
});
