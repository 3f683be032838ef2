import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

// November: the block-time editor must reach next January.
const TODAY = '2026-11-10';
let portal: Portal;
let ids: Record<string, number>;
beforeAll(async () => {
  portal = await startPortal({ today: TODAY });
  const staff = await portal.t.login('staff');
  const surgeons: { id: number; initial: string }[] = (await portal.t.api(staff).get('/api/vacation/filter-surgeons'))
    .body;
  ids = Object.fromEntries(surgeons.map((surgeon) => [surgeon.initial, surgeon.id]));
});
afterAll(() => portal.close());

const slot = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const selectedText = (page: Page, label: string) =>
  slot(page, label).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
const noSeriousA11yProblems = async (page: Page) => expect(await seriousAxeViolations(page)).toEqual([]);

/** Answers the next dialog (the leave-page question) and hands it back. */
function nextDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
      resolve(dialog);
    });
  });
}

describe('the call-calendar edit page never loses work and shows the rules before Save', () => {
  it('keeps unsaved cells over a month switch, flags a hard rule, asks before leaving, and warns with Save anyway', async () => {
    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2027-03-01' });
    await slot(page, '03/02 1st').waitFor();
    await noSeriousA11yProblems(page);

    await slot(page, '03/02 1st').selectOption({ label: 'JC' });
    await page.getByRole('button', { name: 'Next month' }).click();
    await slot(page, '04/01 2nd').waitFor();
    await slot(page, '04/01 2nd').selectOption({ label: 'PN' });
    await page.getByRole('button', { name: 'Previous month' }).click();
    await slot(page, '03/02 1st').waitFor();
    expect(await selectedText(page, '03/02 1st')).toBe('JC');
    await page.getByText('Also unsaved: April 2027.').waitFor();
    await page.getByRole('button', { name: 'Next month' }).click();
    await slot(page, '04/01 2nd').waitFor();
    expect(await selectedText(page, '04/01 2nd')).toBe('PN');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await slot(page, '03/02 1st').waitFor();

    // Hard rule, before Save: the cell says why and Save is off.
    await slot(page, '03/02 2nd').selectOption({ label: 'JC' });
    const problem = 'JC cannot take both the 1st and the 2nd slot on 03/02/2027.';
    expect(await page.locator('.cc-rule-problem').allInnerTexts()).toEqual([problem]);
    expect(await slot(page, '03/02 2nd').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await portal.screenshot(page, 'schedule-rules-hard-rule');
    await slot(page, '03/02 2nd').selectOption({ label: 'PN' });
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(false);

    // Leaving for another page asks first; staying keeps everything.
    const asked = nextDialog(page, 'dismiss');
    await page.getByRole('link', { name: 'Home' }).click();
    expect((await asked).message()).toContain('March 2027, April 2027');
    expect(page.url()).toContain('/edit-call-calender?date=2027-03-01');
    expect(await selectedText(page, '03/02 1st')).toBe('JC');

    // Soft rule: 1st call two days running warns; Save anyway saves.
    await slot(page, '03/03 1st').selectOption({ label: 'JC' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const warnings = page.getByRole('alert', { name: 'Scheduling warnings' });
    await warnings.getByText(/on 1st call on 03\/03\/2027, the day after a 1st call/).waitFor();
    expect(
      (await portal.t.api(await portal.t.login('staff')).get('/api/calendar-entries?year=2027&month=3')).body.entries,
    ).toEqual([]);
    await noSeriousA11yProblems(page);
    await portal.screenshot(page, 'schedule-rules-warning');
    const leaving = nextDialog(page, 'accept'); // April is still unsaved when the save goes to the month view
    await warnings.getByRole('button', { name: 'Save anyway' }).click();
    await leaving;
    await page.waitForURL('**/montly-schedule?date=2027-03-01');
    const api = portal.t.api(await portal.t.login('staff'));
    const march = (await api.get('/api/calendar-entries?year=2027&month=3')).body.entries;
    expect(march).toEqual([
      expect.objectContaining({ date: '2027-03-02', surgeon_1st: ids.JC, surgeon_2nd: ids.PN }),
      expect.objectContaining({ date: '2027-03-03', surgeon_1st: ids.JC }),
    ]);
    expect((await api.get('/api/calendar-entries?year=2027&month=4')).body.entries).toEqual([]);
  });

  it('asks before a tab close drops unsaved cells', async () => {
    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2027-05-01' });
    await slot(page, '05/03 1st').waitFor();
    await slot(page, '05/03 1st').selectOption({ label: 'MC' });
    const asked = new Promise<Dialog>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog);
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect((await asked).type()).toBe('beforeunload');
  });
});

describe('the block-time editor in November', () => {
  it('reaches next January by its tab and saves a block there', async () => {
    const page = await portal.signedIn('staff', { at: '/edit-block-calender' });
    await page.getByRole('heading', { name: 'Block Time Calendar' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Nov. 2026' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Jan. 2027' }).click();
    await page.waitForURL('**/edit-block-calender?month=2027-01');
    // Monday 4 January 2027 is in week 1.
    await page.getByRole('checkbox', { name: 'MOR 01/04/2027' }).check();
    await page.getByRole('spinbutton', { name: 'MOR 01/04/2027 start hour' }).fill('8');
    await noSeriousA11yProblems(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Data saved successfully!').first().waitFor();
    await portal.screenshot(page, 'schedule-rules-block-time-january');

    const read = (await portal.t.api(await portal.t.login('physician')).get('/api/block-calendar?year=2027&month=1'))
      .body[0];
    expect(read.locations.MOR.Monday['2027-01-04']).toEqual({
      'Monday-Wk1startHour': 8,
      'Monday-Wk1startMinute': 30,
      'Monday-Wk1endHour': 3,
      'Monday-Wk1endMinute': 0,
    });
    expect(read.checkboxStates['MOR-2027-01-04-0-1']).toBe(true);
  });
});

describe('counter pop-ups refuse a range or year truthfully, and a closure can be undone', () => {
  it('keep the heading of what they show and say why a range or year was refused', async () => {
    const page = await portal.signedIn('physician', { at: '/search-montly-schedule?date=2026-11-01' });
    await page.getByRole('button', { name: 'Call Counter' }).click();
    const counter = page.getByRole('dialog', { name: 'Call Counter' });
    await counter.getByRole('table', { name: 'Call counter' }).waitFor();
    await counter.getByLabel('Start date').fill('2026-12-01');
    await counter.getByLabel('End date').fill('2026-11-01');
    await counter.getByRole('button', { name: 'Search' }).click();
    await counter.getByRole('alert').filter({ hasText: 'The end date must not be before the start date.' }).waitFor();
    await counter.getByText('01/01/2026 – 12/31/2026.', { exact: false }).waitFor();
    await noSeriousA11yProblems(page);
    await page.getByRole('heading', { name: 'November 2026' }).click();
    await counter.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Vacation' }).click();
    const vacation = page.getByRole('dialog', { name: 'Vacation' });
    await vacation.getByRole('rowheader', { name: 'Remaining' }).waitFor();
    await vacation.getByLabel('Year Selector').fill('1999');
    await vacation.getByRole('button', { name: 'Search' }).click();
    await vacation.getByRole('alert').filter({ hasText: 'The year must be between 2000 and 2100.' }).waitFor();
    expect(await vacation.getByText('Year 2026').count()).toBe(1);
  });

  it("lists the month's closures on the edit page, removes one, and the month view and day grid follow", async () => {
    const api = portal.t.api(await portal.t.login('staff'));
    await api.post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: '2027-06-15' });
    const viewer = await portal.signedIn('physician', { at: '/montly-schedule?date=2027-06-01' });
    await viewer.getByRole('cell', { name: '06/15/2027' }).getByText('Office closed').waitFor();
    const grid = await portal.signedIn('physician', { at: '/daily-schedule-search-by-date?date=2027-06-15' });
    await grid.getByRole('note').filter({ hasText: 'Office closed' }).waitFor();

    const editor = await portal.signedIn('staff', { at: '/edit-call-calender?date=2027-06-01' });
    const closures = editor.getByRole('group', { name: 'Office closures this month' });
    await closures.getByRole('button', { name: 'Remove closure 06/15/2027' }).click();
    const asked = editor.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await asked.getByText('This will remove the office closure on 06/15/2027.').waitFor();
    await asked.getByRole('button', { name: 'Remove closure' }).click();
    await closures.getByText('None.').waitFor();
    await closures.getByRole('status').filter({ hasText: 'Removed the office closure on 06/15/2027.' }).waitFor();
    await viewer
      .getByRole('cell', { name: '06/15/2027' })
      .getByText('Office closed')
      .waitFor({ state: 'detached', timeout: 5_000 });
    await grid.getByRole('note').filter({ hasText: 'Office closed' }).waitFor({ state: 'detached', timeout: 5_000 });
    expect((await api.get('/api/calendar-entries?year=2027&month=6')).body.office).toEqual([]);

    // Undo closes the office again, and the watchers see it.
    await closures.getByRole('button', { name: 'Undo' }).click();
    await closures.getByRole('button', { name: 'Remove closure 06/15/2027' }).waitFor();
    await viewer.getByRole('cell', { name: '06/15/2027' }).getByText('Office closed').waitFor({ timeout: 5_000 });
    await grid.getByRole('note').filter({ hasText: 'Office closed' }).waitFor({ timeout: 5_000 });
  });
});

describe('the draft month page shows the soft rules before Save', () => {
  it('warns of a 1st call the day after a 1st call, saves nothing until Save anyway, then saves', async () => {
    const api = portal.t.api(await portal.t.login('staff'));
    await api.post('/api/calendar-add-data', { entries: [{ date: '2027-08-09', surgeon_1st: ids.MC }] });
    const augustEntries = async () =>
      (await api.get('/api/calendar-entries?year=2027&month=8')).body.entries as {
        date: string;
        surgeon_1st: number | null;
      }[];

    const page = await portal.signedIn('admin', { at: '/add-montly-schedule?date=2027-08-01' });
    await expect.poll(() => selectedText(page, '08/09 1ST'), { timeout: 5_000 }).toBe('Michael Chen');
    await slot(page, '08/10 1ST').selectOption({ label: 'Michael Chen' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const warnings = page.getByRole('alert', { name: 'Scheduling warnings' });
    await warnings.getByText(/on 1st call on 08\/10\/2027, the day after a 1st call/).waitFor();
    expect((await augustEntries()).map((entry) => entry.date)).toEqual(['2027-08-09']);
    await noSeriousA11yProblems(page);
    await portal.screenshot(page, 'draft-month-warning');

    // Cancel keeps the draft and saves nothing; Save asks again.
    await warnings.getByRole('button', { name: 'Cancel' }).click();
    await warnings.waitFor({ state: 'detached' });
    expect(await selectedText(page, '08/10 1ST')).toBe('Michael Chen');
    expect((await augustEntries()).map((entry) => entry.date)).toEqual(['2027-08-09']);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await warnings.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Data saved successfully!').waitFor();
    expect(await warnings.count()).toBe(0);
    expect(await augustEntries()).toEqual([
      expect.objectContaining({ date: '2027-08-09', surgeon_1st: ids.MC }),
      expect.objectContaining({ date: '2027-08-10', surgeon_1st: ids.MC }),
    ]);
  });
});
