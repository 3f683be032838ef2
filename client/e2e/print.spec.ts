import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureBody } from '../../server/daily-schedule/daily-schedule.test-support.js';
import { printedPageCount, printedTextSizes } from './support/pdf.js';
import { startPortal, type Portal } from './support/portal.js';
import { screenshotPage } from './support/screenshot.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('paper', () => {
  it('prints the month of the call calendar on one page with a legend of initials', async () => {
    const page = await portal.signedIn('staff', { at: '/montly-schedule' });
    const legend = page.getByRole('definition').filter({ hasText: 'James Carter' });
    await legend.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await legend.isVisible()).toBe(true);
    expect(await printedPageCount(page)).toBe(1);
  });
});

describe('the daily schedule on paper', () => {
  it('prints a busy day with no text under 8pt (measured in the PDF), on as few A4 landscape pages as that allows, surgeons named on each', async () => {
    const staff = await portal.t.login('staff');
    const reyes = await portal.t.userId('dreyes');
    const late = await portal.t.api(staff).post('/api/daily-schedule', {
      ...procedureBody(reyes, {
        event_date: portal.t.clock.today(),
        start_time: '19:00',
        end_time: '21:30',
        procedure: 'Late trauma laparotomy',
      }),
      acknowledge_warnings: true,
    });
    expect(late.status).toBe(201);
    const page = await portal.signedIn('staff', { at: '/daily-schedule' });
    await page.getByRole('table', { name: "Surgeons' day" }).waitFor();
    await page.emulateMedia({ media: 'print' });
    // The paper view renders when the page is printed (print media or beforeprint).
    const sheet = page.locator('.printable-day');
    await sheet.waitFor();
    const physicians = (await portal.t.api(staff).get('/api/users/physicians?status=active')).body.physicians as {
      name: string;
    }[];
    const sheets = sheet.locator('.printable-sheet');
    const sheetCount = await sheets.count();
    for (let index = 0; index < sheetCount; index += 1) {
      for (const { name } of physicians)
        await sheets.nth(index).getByText(name, { exact: true }).waitFor({ timeout: 2_000 });
    }
    expect(await sheet.getByText('Late trauma laparotomy').count()).toBeGreaterThan(0);
    const printed = await printedTextSizes(page);
    expect(printed.runs).toBeGreaterThan(100);
    expect(printed.smallestPt).toBeGreaterThanOrEqual(8);
    expect(printed.pages).toBe(sheetCount);
    expect(printed.pages).toBeLessThanOrEqual(3);
    await page.screenshot({ path: 'screenshots/daily-schedule-print.png' });
  });
});

describe('the operative-log statistics on paper', () => {
  it('print alone, on their own page, from "Print statistics"; the log prints without them', async () => {
    const page = await portal.signedIn('staff', { at: '/oparative-log' });
    const stats = page.getByRole('table', { name: `Operations ${portal.t.clock.today().slice(0, 4)}` });
    const log = page.locator('#operative-today');
    await stats.getByRole('row', { name: /Sarah Whitman/ }).waitFor();
    await log.getByRole('table').waitFor();
    await page.locator('#operative-stats').screenshot({ path: 'screenshots/operative-stats-panel.png' });
    // The browser's print dialog is not part of the test: the page is laid out for paper as it would be.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Print statistics' }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await stats.isVisible()).toBe(true);
    expect(await log.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    await screenshotPage(page, 'screenshots/operative-stats-print.png');
    expect(await printedPageCount(page)).toBe(1); // Chromium fires afterprint once the PDF is made

    // Printing the log afterwards leaves the statistics out.
    await page.emulateMedia({ media: 'screen' });
    await log.getByRole('button', { name: 'Print', exact: true }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await log.getByRole('table').isVisible()).toBe(true);
    expect(await stats.isVisible()).toBe(false);
    await screenshotPage(page, 'screenshots/operative-log-print.png');
  });
});
