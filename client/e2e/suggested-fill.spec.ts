import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesOfMonth, isWeekend } from '../../shared/dates.js';
import { until } from '../../server/test/until.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Suggest-fill on the edit page (issue 33): June 2031 emptied; a scheduler asks for suggestions,
 * reads why one cell went to its person and who else could take it, fills one cell by hand,
 * accepts the rest and saves. Nothing is saved before Save.
 */
const DATES = datesOfMonth('2031-06');
const AUGUST = datesOfMonth('2031-08');
const CELLS = DATES.reduce((sum, date) => sum + (isWeekend(date) ? 2 : 4), 0);

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2031-05-20T09:00' });
  const admin = await portal.t.login('admin');
  // June and August start empty (the demo plans calls ahead).
  const empty = [...DATES, ...AUGUST].map((date) => ({
    date,
    surgeon_1st: null,
    surgeon_2nd: null,
    surgeon_o_am: null,
    surgeon_o_pm: null,
  }));
  const cleared = await portal.t
    .api(admin)
    .post('/api/calendar-add-data', { entries: empty, acknowledge_warnings: true });
  expect(cleared.status).toBe(200);
});
afterAll(() => portal.close());

const savedCells = async () => {
  const admin = await portal.t.login('admin');
  const month = await portal.t.api(admin).get('/api/calendar-entries?year=2031&month=6');
  return (month.body.entries as Record<string, unknown>[]).flatMap((entry) =>
    ['surgeon_1st', 'surgeon_2nd', 'surgeon_o_am', 'surgeon_o_pm'].filter((slot) => entry[slot] != null),
  ).length;
};

describe('suggested fill on the edit page', () => {
  it('proposes, explains, lets a person change and accept, saves only on Save, and one Undo takes the whole fill back', async () => {
    // A second scheduler has the month open too: they see the suggestions live, and who made them.
    const other = await portal.signedIn('admin', { at: '/edit-call-calender?date=2031-06-01' });
    await other.getByRole('region', { name: 'Suggested fill' }).waitFor();
    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2031-06-01' });
    await other.getByText(/^Also editing: /).waitFor();

    // A physician marks a day unavailable while the page is open: the panel shows it without a reload.
    const panelMarks = page.getByRole('region', { name: 'Suggested fill' }).locator('.cs-marked summary');
    await panelMarks.filter({ hasText: "Physicians' marked days (0)" }).waitFor();
    const natarajan = await portal.t.login('pnatarajan');
    const marked = await portal.t
      .api(natarajan)
      .put('/api/call-preferences', { month: '2031-06', days: [{ date: '2031-06-03', kind: 'unavailable' }] });
    expect(marked.status).toBe(200);
    await panelMarks.filter({ hasText: "Physicians' marked days (1)" }).waitFor();
    const panel = page.getByRole('region', { name: 'Suggested fill' });
    await panel.getByRole('button', { name: 'Suggest fill' }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `Suggested ${CELLS} cell(s): ${CELLS} waiting` })
      .waitFor();
    expect(await page.locator('.cs-suggested').count()).toBe(CELLS);
    expect(await savedCells()).toBe(0);
    // Nothing suggested on the 3rd for the physician who marked it unavailable.
    expect(await page.getByRole('button', { name: /^Accept PN for 06\/03 / }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'suggested-fill');
    await until(async () => (await other.locator('.cs-theirs').count()) === CELLS, "the other scheduler's marks");
    expect(await other.locator('.cs-theirs').first().textContent()).toMatch(/^SSuggested by .+: [A-Z]{2}$/);
    expect(await seriousAxeViolations(other)).toEqual([]);
    await portal.screenshot(other, 'suggested-fill-seen-by-other');

    // Why the 1st call of June 3rd, and who else: ranked candidates, and who may not and why.
    await page.getByRole('button', { name: /^Why .* for 06\/03 1st, and who else$/ }).click();
    const dialog = page.getByRole('dialog', { name: '1st call, 06/03/2031' });
    await dialog.getByText(/^Free to take it: /).waitFor();
    await dialog.getByRole('table').getByRole('row').nth(1).waitFor();
    const suggestedWhy = dialog
      .getByRole('listitem')
      .filter({ hasText: /^1st calls this year: \d+ → \d+ \(group mean/ });
    expect(await suggestedWhy.count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'suggested-fill-why');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // One cell filled by hand: its suggestion gives way; the rest are accepted at once.
    const handCell = page.getByRole('combobox', { name: '06/04 2nd' });
    const firstChoice = (await handCell.locator('option').nth(1).textContent())!;
    await handCell.selectOption({ label: firstChoice });
    await page.getByRole('button', { name: /^Accept .* for 06\/04 2nd$/ }).waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: /^Accept all/ }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: `0 waiting, ${CELLS - 1} accepted` })
      .waitFor();
    expect(await page.locator('.cs-suggested').count()).toBe(0);
    expect(await savedCells()).toBe(0);
    // Accepted into a draft, they are no longer pending suggestions: they leave the other page.
    await until(async () => (await other.locator('.cs-theirs').count()) === 0, 'the marks gone from the other page');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    const warning = page.getByRole('button', { name: 'Save anyway' });
    await Promise.race([page.waitForURL(/montly-schedule/), warning.waitFor()]);
    if (await warning.isVisible()) await warning.click();
    await page.waitForURL(/montly-schedule/);
    expect(await savedCells()).toBe(CELLS);
    const admin = await portal.t.login('admin');
    const saved = await portal.t.api(admin).get('/api/calendar-entries?year=2031&month=6');
    const june4 = (saved.body.entries as { date: string; surgeon_2nd: number }[]).find((e) => e.date === '2031-06-04')!;
    const physicians = await portal.t.api(admin).get('/api/vacation/filter-surgeons');
    const chosen = (physicians.body as { id: number; initial: string }[]).find((s) => s.initial === firstChoice.trim());
    expect(june4.surgeon_2nd).toBe(chosen!.id);

    // One History entry for the fill, and one Undo takes all of it back.
    await page.goto('/edit-call-calender?date=2031-06-01');
    await panel.getByRole('button', { name: 'History of the suggested fills of June 2031' }).click();
    const history = page.getByRole('dialog', { name: 'Suggested fills of June 2031' });
    await history.getByText(new RegExp(`Suggested fill by .+, accepted ${CELLS - 1} cells`)).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await history.getByRole('button', { name: /^Undo/ }).click();
    // The cell filled by hand went in the same save, so it goes back too: one step undoes the whole save.
    await until(async () => (await savedCells()) === 0, 'the whole fill undone');
    await history.getByText('Undone.').waitFor();
    // The page shows it live: no suggestion, no filled cell.
    await page
      .getByRole('combobox', { name: '06/04 2nd' })
      .and(page.locator('select:has(option[value=""]:checked)'))
      .waitFor();
  });
});

describe('suggested fill on a phone', () => {
  it("shows the day's suggestions with Accept and Why?, and the Why dialog fits the screen", async () => {
    const page = await portal.signedIn('staff', {
      at: '/edit-call-calender?date=2031-06-09',
      viewport: { width: 390, height: 844 },
    });
    const panel = page.getByRole('region', { name: 'Suggested fill' });
    await panel.getByRole('button', { name: /^Suggest fill$/ }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: /^Suggested \d+ cell\(s\)/ })
      .waitFor();
    const why = page.getByRole('button', { name: /^Why .* for 06\/01 1st, and who else$/ });
    await why.click();
    const dialog = page.getByRole('dialog', { name: '1st call, 06/01/2031' });
    await dialog.getByRole('table').getByRole('row').nth(1).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'suggested-fill-phone-why');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Accept .* for 06\/01 1st$/ }).click();
    await page.getByRole('heading', { name: /changed, not saved yet/ }).waitFor();
  });
});

describe('suggested fill for some days, and on the draft page', () => {
  it('fills only the days chosen on the edit page', async () => {
    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2031-08-01' });
    const panel = page.getByRole('region', { name: 'Suggested fill' });
    await panel.getByLabel('From', { exact: true }).fill('2031-08-11');
    await panel.getByLabel('To', { exact: true }).fill('2031-08-12');
    await panel.getByRole('button', { name: 'Suggest fill' }).click();
    // Monday and Tuesday: 1st, 2nd, O AM and O PM each.
    await panel.getByRole('status').filter({ hasText: 'Suggested 8 cell(s): 8 waiting' }).waitFor();
    expect(await page.locator('.cs-suggested').count()).toBe(8);
    expect(await page.getByRole('button', { name: /^Accept .* for 08\/13 1st$/ }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Clear all suggestions' }).click();
    expect(await page.locator('.cs-suggested').count()).toBe(0);
  });

  it("fills the draft page's empty 1st and 2nd calls, marked until changed, and saves them as one fill", async () => {
    const page = await portal.signedIn('staff', { at: '/add-montly-schedule?date=2031-08-01' });
    await page.getByRole('button', { name: 'Suggest 1st and 2nd calls' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Suggested 62 empty 1st and 2nd call\(s\)/ })
      .waitFor();
    expect(await page.locator('.cc-suggested-mark').count()).toBe(62);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'suggested-fill-draft');
    await page.getByRole('combobox', { name: '08/05 2ND' }).selectOption({ index: 0 });
    expect(await page.locator('.cc-suggested-mark').count()).toBe(61);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const warning = page.getByRole('button', { name: 'Save anyway' });
    const done = page.getByText(/Data saved successfully! \(61 suggested cell\(s\) among them\)/);
    await Promise.race([done.waitFor(), warning.waitFor()]);
    if (await warning.isVisible()) await warning.click();
    await done.waitFor();
    const admin = await portal.t.login('admin');
    const fills = await portal.t.api(admin).get('/api/history/call-suggestions/2031-08');
    expect(fills.body.entries[0].after.reason).toMatch(/^Suggested fill by .+, accepted 61 cells$/);
  });
});
