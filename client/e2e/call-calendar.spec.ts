import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ today: '2026-10-15' });
});
afterAll(() => portal.close());

const INITIALS = ['JC', 'PN', 'MC', 'SW', 'DR'];
const EDIT_NOVEMBER = '/edit-call-calender?date=2026-11-01';

const selectedText = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
const presence = (page: Page) => page.getByRole('status', { name: 'Also editing' });
const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

async function waitForText(read: () => Promise<string>, expected: string | RegExp) {
  await expect.poll(read, { timeout: 5_000, interval: 100 }).toMatch(expected);
}

describe('two schedulers on /edit-call-calender', () => {
  it('see each other, see saves in place, and the second saver of one cell is shown the conflict', async () => {
    const a = await portal.signedIn('staff');
    const b = await portal.signedIn('admin');
    const viewer = await portal.signedIn('physician', { at: '/montly-schedule?date=2026-11-01' });
    await viewer.getByRole('table', { name: 'Call calendar November 2026' }).waitFor();

    await a.goto(EDIT_NOVEMBER);
    await b.goto(EDIT_NOVEMBER);
    await waitForText(() => presence(a).innerText(), 'Also editing: Olivia Grant');
    await waitForText(() => presence(b).innerText(), 'Also editing: Maria Lopez');

    // A saves Nov 3rd 2nd call (someone other than 1st call: schedule rules); B sees it in place without reload.
    const before3 = await selectedText(a, '11/03 2nd');
    const first3 = await selectedText(a, '11/03 1st');
    const new3 = INITIALS.find((initial) => initial !== before3 && initial !== first3)!;
    await a.getByLabel('11/03 2nd', { exact: true }).selectOption({ label: new3 });
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await a.waitForURL('**/montly-schedule?date=2026-11-01');
    await waitForText(() => selectedText(b, '11/03 2nd'), new3);
    // A left the edit page: B no longer sees them.
    await waitForText(() => presence(b).innerText(), 'Nobody else is editing this month.');

    // Both change Nov 10th's 2nd call; A saves first.
    await a.goto(EDIT_NOVEMBER);
    await waitForText(() => presence(b).innerText(), 'Also editing: Maria Lopez');
    const before10 = await selectedText(a, '11/10 2nd');
    const first10 = await selectedText(a, '11/10 1st');
    const [valueA, valueB] = INITIALS.filter((initial) => initial !== before10 && initial !== first10) as [
      string,
      string,
    ];
    await b.getByLabel('11/10 2nd', { exact: true }).selectOption({ label: valueB });
    await a.getByLabel('11/10 2nd', { exact: true }).selectOption({ label: valueA });
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await a.waitForURL('**/montly-schedule?date=2026-11-01');

    // B is shown the conflict at once, before saving, with A's value.
    const conflict = b.getByRole('alert', { name: 'Conflict 11/10 2nd' });
    await conflict.waitFor({ timeout: 5_000 });
    expect(await conflict.innerText()).toContain(`now ${valueA}`);
    await portal.screenshot(b, 'call-calendar-conflict');
    // Save waits until the conflict is resolved, and says why; the choices are at reading size.
    expect(await b.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await b.getByText('Choose Keep mine or Take theirs in 1 conflicting cell(s) before saving.').waitFor();
    const choiceSize = await conflict
      .getByRole('button', { name: 'Keep mine' })
      .evaluate((button) => parseFloat(getComputedStyle(button).fontSize));
    expect(choiceSize).toBeGreaterThanOrEqual(13);
    expect(await selectedText(b, '11/10 2nd')).toBe(valueB);
    expect(await conflict.innerText()).toContain(`now ${valueA}`);
    expect(new URL(b.url()).pathname).toBe('/edit-call-calender');
    expect(await navigations(b)).toBe(1);

    // The physician's open calendar shows both saves, without reload.
    const slotText = (date: string) =>
      viewer.getByRole('cell', { name: date }).getByRole('definition').nth(1).innerText();
    await waitForText(() => slotText('11/03/2026'), new3);
    await waitForText(() => slotText('11/10/2026'), valueA);
    expect(await navigations(viewer)).toBe(1);
    await portal.screenshot(viewer, 'call-calendar-month-view');

    // B keeps their value after seeing A's, and saves it.
    await b.getByRole('button', { name: 'Keep mine' }).click();
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await b.waitForURL('**/montly-schedule?date=2026-11-01');
    await waitForText(() => slotText('11/10/2026'), valueB);
    for (const page of [a, b, viewer]) await page.context().close();
  });

  it('forgets an editor whose browser goes away', async () => {
    const a = await portal.signedIn('staff');
    const b = await portal.signedIn('ceo');
    await a.goto(EDIT_NOVEMBER);
    await b.goto(EDIT_NOVEMBER);
    await waitForText(() => presence(a).innerText(), 'Also editing: Richard Hale');
    await b.context().close();
    await waitForText(() => presence(a).innerText(), 'Nobody else is editing this month.');
    await a.context().close();
  });
});

describe('the edit page', () => {
  it('has no office slots on weekends, offers no one on time off, and the time-off end date follows the start', async () => {
    const page = await portal.signedIn('staff', { at: EDIT_NOVEMBER });
    await page.getByLabel('11/07 1st', { exact: true }).waitFor();
    expect(await page.getByLabel('11/07 O AM', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('11/06 O AM', { exact: true }).count()).toBe(1);
    // Seeded: Sarah Whitman (SW) has a Holiday on 11/08.
    const options = await page.getByLabel('11/08 1st', { exact: true }).locator('option').allInnerTexts();
    expect(options).not.toContain('SW');
    expect(await page.getByRole('button', { name: 'Delete SW Holiday 11/08/2026' }).count()).toBe(1);

    const form = page.getByRole('form', { name: 'Time Off' });
    await form.getByLabel('Surgeon').selectOption({ label: 'MC' });
    await form.getByLabel('Type').selectOption('CME.');
    await form.getByLabel('Start date').fill('2026-12-03');
    expect(await form.getByLabel('End date').inputValue()).toBe('2026-12-03');
    await form.getByLabel('End date').fill('2026-12-04');
    await form.getByRole('button', { name: 'Submit' }).click();
    // Seeded MC is on call on those days: the form warns before taking them off, then says which slots emptied.
    await form
      .getByRole('alert', { name: 'Scheduling warnings' })
      .getByText(/Michael Chen holds .* 12\/03\/2026/)
      .first()
      .waitFor();
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await form.getByText(/^Record Submitted Successfully! Taken off call: 12\/03 /).waitFor();

    const hours = page.getByRole('form', { name: 'AM office hours' });
    expect(await hours.getByLabel('AM start hour').locator('option').allInnerTexts()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(await hours.getByLabel('AM start minute').locator('option').allInnerTexts()).toEqual([
      '00',
      '15',
      '30',
      '45',
    ]);
    await hours.getByLabel('AM effective start date').fill('2026-11-02');
    await hours.getByLabel('AM start hour').selectOption('8');
    await hours.getByRole('button', { name: 'Save AM Hours' }).click();
    await hours.getByText('AM office hours saved.').waitFor();

    const closed = page.getByRole('form', { name: 'Office Closed' });
    await closed.getByLabel('Office Closed').fill('2026-11-27');
    await closed.getByRole('button', { name: 'Close Office' }).click();
    // The seeded office holders of 11/27 would be taken off: warned first.
    await closed.getByRole('button', { name: 'Save anyway' }).click();
    await closed.getByText('Successfully Closed the Office!').waitFor();
    await page
      .getByRole('gridcell', { name: /^11\/27\/2026/ })
      .getByText('Closed')
      .waitFor();
    await portal.screenshot(page, 'call-calendar-edit');
    await page.context().close();
  });

  it('the draft page saves and reloads what it saved', async () => {
    const page = await portal.signedIn('admin', { at: '/add-montly-schedule?date=2027-02-01' });
    await page.getByLabel('02/09 1ST', { exact: true }).selectOption({ label: 'Michael Chen' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Data saved successfully!').waitFor();
    await page.reload();
    await waitForText(() => selectedText(page, '02/09 1ST'), 'Michael Chen');
    await page.context().close();
  });
});

describe('the month views', () => {
  it('shows time off in red in the search view and opens the counter panels, which close on an outside click', async () => {
    const page = await portal.signedIn('physician', { at: '/search-montly-schedule?date=2026-10-20' });
    await page.getByRole('heading', { name: 'October 2026' }).waitFor();
    const timeOff = page.getByRole('cell', { name: '10/17/2026' }).getByText('CME. PN');
    expect(await timeOff.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)');
    expect(await page.getByRole('link', { name: 'Edit Calender' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Call Counter' }).click();
    const counter = page.getByRole('dialog', { name: 'Call Counter' });
    await counter.getByRole('table', { name: 'Call counter' }).getByRole('rowheader', { name: 'Weekend' }).waitFor();
    await portal.screenshot(page, 'call-calendar-counter');
    await page.getByRole('heading', { name: 'October 2026' }).click();
    await counter.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Vacation' }).click();
    await page.getByRole('dialog', { name: 'Vacation' }).getByRole('rowheader', { name: 'Remaining' }).waitFor();
    await page.context().close();
  });

  it('prints the month on one A4 landscape page', async () => {
    const page = await portal.signedIn('physician');
    await page.goto('/montly-schedule?date=2026-08-01'); // August 2026 spans six weeks
    await page.getByRole('table', { name: 'Call calendar August 2026' }).waitFor();
    const pdf = await page.pdf({ format: 'A4', landscape: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 1123, height: 794 });
    await portal.screenshot(page, 'call-calendar-print');
    await page.context().close();
  });
});
