// The practice (the test portal's zone follows this process's) is in New York.
process.env.TZ = 'America/New_York';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { blockEntryFromTimes, blockFieldPrefix, weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';
import { copyPatients } from '../../server/test/patient-copies.js';
import { seriousAxeViolations } from './support/axe.js';
import { signIn, startPortal, WITHOUT_SERVICE_WORKER, type Portal } from './support/portal.js';

let portal: Portal;
let today: string;
beforeAll(async () => {
  portal = await startPortal();
  today = portal.t.clock.today();
});
afterAll(() => portal.close());

/** The practice's clock set to `time` of its today, and a browser signed in then. */
async function browserAt(username: string, time: string): Promise<Page> {
  portal.t.clock.set(`${today}T${time}`);
  const context = await portal.browser.newContext({
    baseURL: portal.baseUrl,
    viewport: { width: 1440, height: 900 },
    ...WITHOUT_SERVICE_WORKER,
  });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
  await signIn(page, username);
  return page;
}

/** Whether the element's box lies inside its scrolling area's visible part and the window. */
const inView = (page: Page, name: string) =>
  page
    .getByText(name, { exact: true })
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const area = (element.closest('.h-scroll-area') ?? document.documentElement).getBoundingClientRect();
      return box.top >= area.top && box.bottom <= Math.min(area.bottom, window.innerHeight);
    });

describe('small truths', () => {
  it("today's day grid opens at the current hour, not at 5 AM", async () => {
    const page = await browserAt('physician', '14:10');
    await page.goto('/daily-schedule');
    await page.getByRole('table', { name: "Surgeons' day" }).waitFor();
    await expect.poll(() => inView(page, '02:00 PM'), { timeout: 5_000 }).toBe(true);
    expect(await inView(page, '05:00 AM')).toBe(false);
    await portal.screenshot(page, 'day-grid-opens-at-now');
  });

  it('today is marked in the day strip, the dashboard chips and the month grid (outline and "Today")', async () => {
    const page = await browserAt('staff', '10:00');
    const strip = page.getByRole('navigation', { name: 'Hospital rounds by date' });
    expect(await strip.getByRole('link', { name: formatMonthDay(today) }).getAttribute('title')).toBe('Today');

    await page.goto(`/daily-schedule-search-by-date?date=${today}`);
    const day = page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: formatMonthDay(today) });
    expect(await day.getAttribute('title')).toBe('Today');

    await page.goto('/montly-schedule');
    const cell = page.getByRole('cell', { name: formatUsDate(today) });
    expect(await cell.getAttribute('title')).toBe('Today');
    expect(await cell.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it.each([
    { search: '/oparative-log-search', table: 'operative_entries', lastName: 'Pagewell' },
    { search: '/search-by-name', table: 'hospital_rounds', lastName: 'Roundwell' },
  ] as const)(
    '$search: a one-letter name is not searched; a name search says when it stopped at its limit of 500, and pages on',
    async ({ search, table, lastName }) => {
      await copyPatients(portal.t.db, table, lastName, 520);
      const page = await browserAt('physician', '10:00');
      await page.goto(`${search}?name=a`);
      await page.getByText('Enter at least 2 characters of a first or last name to search.').waitFor();

      await page.goto(`${search}?name=${lastName.toLowerCase()}`);
      const stopped = page.getByRole('status').filter({ hasText: 'Showing the first 500 matches; more entries match' });
      await stopped.waitFor();
      const rows = page.getByRole('table').getByRole('row', { name: new RegExp(lastName) });
      expect(await rows.count()).toBe(500);
      if (table === 'operative_entries') await page.getByRole('heading', { name: '500+ entries' }).waitFor();
      await portal.screenshot(page, `name-search-limit-${table}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await stopped.getByRole('button', { name: 'Show 500 more' }).click();
      await expect.poll(() => rows.count()).toBe(520);
      expect(await stopped.count()).toBe(0);
    },
  );

  it("a blank block-time month takes last month's pattern in one click, saved as the user's own", async () => {
    const staff = portal.t.api(await portal.t.login('staff'));
    const juneMonday = weekdayDatesOfMonth('2031-06').Monday[1]!;
    const julyMonday = weekdayDatesOfMonth('2031-07').Monday.find(
      (date) => blockFieldPrefix(date) === blockFieldPrefix(juneMonday),
    )!;
    const saved = await staff.post('/api/block-calendar', {
      month: '2031-06',
      locations: { MOR: { [juneMonday]: blockEntryFromTimes(juneMonday, '07:00', '11:00') } },
      checkboxStates: {},
    });
    expect(saved.status).toBeLessThan(300);

    const page = await browserAt('staff', '10:00');
    await page.goto('/edit-block-calender?month=2031-07');
    await page.getByText('No data found for the selected month.').waitFor();
    await page.getByRole('button', { name: "Copy last month's pattern" }).click();
    await page.getByRole('status').filter({ hasText: 'Copied the pattern of June 2031. Save to keep it.' }).waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Data saved successfully!').waitFor();
    const july = (await staff.get('/api/block-calendar?year=2031&month=7')).body;
    expect(JSON.stringify(july)).toContain(julyMonday);
  });
});
