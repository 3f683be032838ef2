import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates.js';
import type { FairnessLedger } from '../../shared/schemas/fairness-ledger.js';
import { quarterOf, yearOf } from '../fairness-ledger/ranges.js';
import type { ApiClient } from '../../server/test/harness.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
let physicianApi: ApiClient;
let carter: number;
let today: string;
let quarter: ReturnType<typeof quarterOf>;

beforeAll(async () => {
  portal = await startPortal();
  today = portal.t.clock.today();
  quarter = quarterOf(today);
  physicianApi = portal.t.api(await portal.t.login('physician'));
  carter = await portal.t.userId('physician');
});
afterAll(() => portal.close());

const ledgerOf = async (range: { from: string; to: string } = quarter) =>
  (await physicianApi.get(`/api/fairness-ledger?from=${range.from}&to=${range.to}`)).body as FairnessLedger;
const carterOf = (ledger: FairnessLedger) => ledger.surgeons.find((row) => row.surgeon.id === carter)!;

/** The count button of one surgeon and kind (its accessible name starts with "<name>: <count> <kind> calls"). */
const countButton = (page: Page, name: string, words: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}: \\d+ ${words},`) });

async function openQuarter(page: Page) {
  await page.getByRole('button', { name: 'This quarter' }).click();
  await expect.poll(() => page.getByLabel('From', { exact: true }).inputValue()).toBe(quarter.from);
  expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(quarter.to);
}

describe('the fairness ledger', () => {
  it('a physician sees the counts of a range, the days behind one, and the table follows the calendar live', async () => {
    const page = await portal.signedIn('physician');
    await page.getByRole('link', { name: 'Fairness ledger' }).click();
    await page.waitForURL('**/fairness-ledger');
    await page.getByRole('heading', { name: 'Fairness ledger' }).waitFor();
    expect(await page.title()).toMatch(/^Fairness ledger/);
    // Default: this calendar year of the practice.
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(yearOf(today).from);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(yearOf(today).to);
    // The practice holidays link is for administrators only.
    expect(await page.getByRole('link', { name: 'Practice holidays' }).count()).toBe(0);

    await openQuarter(page);
    const ledger = await ledgerOf();
    const row = carterOf(ledger);
    const table = page.getByRole('table', { name: 'Calls per surgeon' });
    await expect
      .poll(() =>
        table
          .getByRole('row', { name: new RegExp(row.surgeon.name) })
          .locator('.ledger-count')
          .allTextContents(),
      )
      .toEqual(
        [
          row.counts.first,
          row.counts.second,
          row.counts.weekend,
          row.counts.holiday,
          row.counts.weekday,
          row.counts.total,
        ].map(String),
      );
    expect(await table.getByRole('row').count()).toBe(ledger.surgeons.length + 2); // header and mean rows
    expect(await page.getByText('Friday counts as a weekday.').count()).toBe(1);
    expect(await table.getByRole('row', { name: /Group mean/ }).textContent()).toContain(ledger.mean.total.toFixed(1));

    await countButton(page, row.surgeon.name, 'weekend calls').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(
      await dialog.locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-date'))),
    ).toEqual(row.days.weekend);
    expect(row.days.weekend.length).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'fairness-ledger-days');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A scheduler gives Carter a 2nd call he does not hold: his count follows, live.
    const staff = portal.t.api(await portal.t.login('staff'));
    let given: string | null = null;
    for (let date = quarter.from; !given && date <= quarter.to; date = nextDay(date)) {
      if (row.days.total.includes(date)) continue;
      const saved = await staff.post('/api/calendar-add-data', {
        acknowledge_warnings: true,
        entries: [{ date, surgeon_2nd: carter }],
      });
      if (saved.status === 200) given = date;
    }
    expect(given).not.toBeNull();
    await expect
      .poll(() => countButton(page, row.surgeon.name, 'calls in all').textContent(), { timeout: 10_000 })
      .toBe(String(row.counts.total + 1));
    expect(carterOf(await ledgerOf()).counts.total).toBe(row.counts.total + 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'fairness-ledger-quarter');
  });

  it('an administrator adds a holiday on a day someone holds a call, and the holiday count changes', async () => {
    const before = carterOf(await ledgerOf());
    const day = before.days.total.find((date) => !before.days.holiday.includes(date))!;
    expect(day).toBeDefined();

    const page = await portal.signedIn('admin');
    await page.getByRole('link', { name: 'Fairness ledger' }).click();
    await page.getByRole('heading', { name: 'Fairness ledger' }).waitFor();
    await page.getByRole('link', { name: 'Practice holidays' }).click();
    await page.getByRole('heading', { name: 'Practice holidays' }).waitFor();
    expect(await page.title()).toMatch(/^Practice holidays/);
    await page.getByRole('table', { name: /Practice holidays of/ }).waitFor();
    // The demo's US holidays of this year.
    expect(await page.getByRole('row', { name: /Thanksgiving/ }).count()).toBe(1);

    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('Name', { exact: true }).fill('Founders Day');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByRole('row', { name: /Founders Day/ }).waitFor();
    // The same date again is refused on the date field.
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('Name', { exact: true }).fill('Twice');
    await page.getByRole('button', { name: 'Add holiday' }).click();
    await page.getByText('There is already a practice holiday on that date.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'practice-holidays');

    await page.getByRole('link', { name: 'Fairness ledger' }).click();
    await page.getByRole('heading', { name: 'Fairness ledger' }).waitFor();
    await openQuarter(page);
    await expect
      .poll(() => countButton(page, before.surgeon.name, 'holiday calls').textContent())
      .toBe(String(before.counts.holiday + 1));
    const after = carterOf(await ledgerOf());
    expect(after.counts.holiday).toBe(before.counts.holiday + 1);
    expect(after.days.holiday).toContain(day);

    // And removing it, once confirmed, puts the count back; Cancel keeps it.
    await page.getByRole('link', { name: 'Practice holidays' }).click();
    await page.getByRole('button', { name: /^Remove Founders Day/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Founders Day?' });
    await confirm.getByText(/will count as weekend or weekday calls again/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(carterOf(await ledgerOf()).counts.holiday).toBe(before.counts.holiday + 1);
    await page.getByRole('button', { name: /^Remove Founders Day/ }).click();
    await confirm.getByRole('button', { name: 'Remove holiday' }).click();
    await page
      .getByRole('status')
      .getByText(/no longer a practice holiday/)
      .waitFor();
    expect(carterOf(await ledgerOf()).counts.holiday).toBe(before.counts.holiday);
  });
});

const nextDay = (date: string): string => addDays(date, 1);
