import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatUsDate, MONTH_ABBREVIATIONS, monthOf } from '../../shared/dates.js';
import { weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
// The seed gives this month ROBOT on Tuesdays (07:00 AM - 01:30 PM) and MOR on Mondays.
let month: string;
let days: ReturnType<typeof weekdayDatesOfMonth>;
let firstTuesday: string;
let secondTuesday: string;
let firstMonday: string;
beforeAll(async () => {
  portal = await startPortal();
  month = monthOf(portal.t.clock.today());
  days = weekdayDatesOfMonth(month);
  [firstTuesday, secondTuesday, firstMonday] = [days.Tuesday[0]!, days.Tuesday[1]!, days.Monday[0]!].map(
    formatUsDate,
  ) as [string, string, string];
});
afterAll(() => portal.close());

async function setBlock(page: Page, name: string, [startHour, startMinute, endHour, endMinute]: number[]) {
  for (const [label, value] of [
    ['start hour', startHour],
    ['start minute', startMinute],
    ['end hour', endHour],
    ['end minute', endMinute],
  ] as const) {
    await page.getByRole('spinbutton', { name: `${name} ${label}` }).fill(String(value));
  }
}

const saveAndWait = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Data saved successfully!').first().waitFor();
};

describe('block time calendar, live', () => {
  it("shows one scheduler's ROBOT block on a Tuesday in another user's open view without reload", async () => {
    const watcher = await portal.signedIn('physician', { at: '/block-calender' });
    const cell = watcher.getByRole('listitem', { name: `ROBOT ${firstTuesday}` });
    await cell.getByText('07:00 AM - 01:30 PM').waitFor();
    expect(await watcher.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await watcher.getByText(/^Effective Start Date: \d{2}\/01\/\d{4}$/).waitFor();

    const editor = await portal.signedIn('staff', { at: '/edit-block-calender' });
    await setBlock(editor, `ROBOT ${firstTuesday}`, [9, 15, 4, 45]);
    await saveAndWait(editor);
    expect(await editor.getByText('Data saved successfully!').evaluate((node) => getComputedStyle(node).color)).toBe(
      'rgb(30, 122, 60)',
    );

    await cell.getByText('09:15 AM - 04:45 PM').waitFor({ timeout: 5_000 });
    expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await portal.screenshot(watcher, 'block-time-view-live');
  });

  it("keeps an editor's unsaved changes when someone else saves, and marks the dates they changed", async () => {
    const mine = await portal.signedIn('admin', { at: '/edit-block-calender' });
    await setBlock(mine, `MOR ${firstMonday}`, [8, 0, 2, 0]);

    const other = await portal.signedIn('ceo', { at: '/edit-block-calender' });
    await other.getByRole('checkbox', { name: `ROBOT ${secondTuesday}` }).uncheck();
    await saveAndWait(other);

    await mine.getByText(`Someone else saved changes to ROBOT ${secondTuesday} while`).waitFor({ timeout: 5_000 });
    expect(await mine.getByRole('spinbutton', { name: `MOR ${firstMonday} start hour` }).inputValue()).toBe('8');
    expect(await mine.getByRole('checkbox', { name: `ROBOT ${secondTuesday}` }).isChecked()).toBe(false);
    expect(await mine.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await portal.screenshot(mine, 'block-time-edit-changed-elsewhere');

    // Saving now keeps both: the other's untick and this editor's Monday.
    await saveAndWait(mine);
    const read = (
      await portal.t
        .api(await portal.t.login('staff'))
        .get(`/api/block-calendar?year=${month.slice(0, 4)}&month=${Number(month.slice(5, 7))}`)
    ).body[0];
    expect(read.locations.MOR.Monday[days.Monday[0]!]).toMatchObject({ 'Monday-Wk1startHour': 8 });
    expect(read.locations.ROBOT.Tuesday?.[days.Tuesday[1]!]).toBeUndefined();
  });
});

describe('the edit screen', () => {
  it('has its heading, links, month tabs with the current month, and shows the server message in red', async () => {
    const page = await portal.signedIn('staff', { at: '/edit-block-calender' });
    await page.getByRole('heading', { name: 'Block Time Calendar' }).waitFor();
    expect(await page.getByRole('link', { name: 'Call Calendar View' }).getAttribute('href')).toBe('/montly-schedule');
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    const tabs = page.getByRole('tablist', { name: 'Months' }).getByRole('tab');
    expect(await tabs.count()).toBe(12);
    const tabOf = (monthNumber: number) =>
      page.getByRole('tab', { name: `${MONTH_ABBREVIATIONS[monthNumber - 1]} ${month.slice(0, 4)}` });
    expect(await tabOf(Number(month.slice(5, 7))).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('spinbutton', { name: `ROBOT ${firstTuesday} end hour` }).fill('13');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'from 1 to 12' });
    await error.waitFor();
    expect(await error.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(179, 38, 30)');

    // A month of this year with nothing saved.
    const empty = Number(month.slice(5, 7)) <= 10 ? Number(month.slice(5, 7)) + 2 : Number(month.slice(5, 7)) - 1;
    await tabOf(empty).click();
    await page.getByText('No data found for the selected month.').waitFor();
    await portal.screenshot(page, 'block-time-edit');
  });

  it('saves the effective start date, shows it on the view, and Cancel clears the inputs', async () => {
    const viewer = await portal.signedIn('physician', { at: '/block-calender' });
    const editor = await portal.signedIn('staff', { at: '/edit-block-calender' });
    const form = editor.getByRole('form', { name: 'Effective Start Date' });
    await form.getByLabel('Effective month').fill(month.slice(5, 7));
    await form.getByLabel('Effective day').fill('20');
    await form.getByLabel('Effective year').fill(month.slice(0, 4));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Data saved successfully!').waitFor();
    const expected = formatUsDate(`${month}-20`);
    await editor.getByText(`Effective Start Date: ${expected}`).waitFor();
    await viewer.getByText(`Effective Start Date: ${expected}`).waitFor({ timeout: 5_000 });

    await form.getByLabel('Effective day').fill('31');
    await form.getByLabel('Effective month').fill('02');
    await form.getByLabel('Effective year').fill('2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Must be a date in the form YYYY-MM-DD.').waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await form.getByLabel('Effective day').inputValue()).toBe('');
    expect(await form.getByText('Must be a date in the form YYYY-MM-DD.').count()).toBe(0);
  });

  it('sends a physician who types /edit-block-calender to the dashboard', async () => {
    const page = await portal.signedIn('physician', { at: '/edit-block-calender' });
    await page.waitForURL('**/dashboard');
  });
});

describe('printing', () => {
  it('prints the month on one A4 landscape page', async () => {
    const page = await portal.signedIn('staff', { at: '/block-calender' });
    await page.getByRole('listitem', { name: `MOR ${firstMonday}` }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 1123, height: 794 });
    await portal.screenshot(page, 'block-time-print');
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/.exec(pdf);
    expect(Number(box![1])).toBeGreaterThan(Number(box![2]));
  });
});
