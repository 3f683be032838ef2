import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const navigations = (page: import('playwright-core').Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation').length);

/**
 * Two editors open the same rounds entry (the table's first or last); the first saves
 * "<field> by the first editor", then the second saves "<field> by the second editor" and meets
 * the save conflict.
 */
async function conflictingEdits(which: 'first' | 'last', field: 'Diagnosis' | 'Procedure') {
  const first = await portal.signedIn('physician');
  const second = await portal.signedIn('admin');
  for (const page of [first, second]) {
    await page.goto('/hospital-round');
    const editButtons = page.getByRole('table', { name: 'Active patients' }).getByRole('button', { name: /^Edit / });
    await (which === 'first' ? editButtons.first() : editButtons.last()).click();
  }
  const firstRow = first.getByRole('row', { name: /^Editing / });
  await firstRow.getByLabel(field).fill(`${field} by the first editor`);
  await firstRow.getByRole('button', { name: 'Save' }).click();
  await firstRow.waitFor({ state: 'detached' });
  const secondRow = second.getByRole('row', { name: /^Editing / });
  await secondRow.getByLabel(field).fill(`${field} by the second editor`);
  await secondRow.getByRole('button', { name: 'Save' }).click();
  const conflict = second.getByRole('alert', { name: 'Saved by someone else' });
  return { first, second, secondRow, conflict };
}

describe('hospital rounds, live', () => {
  it("shows a physician's new patient on another open list, then moves it to the archive when D/C is ticked", async () => {
    const watcher = await portal.signedIn('staff', { at: '/hospital-round' });
    const watchedActive = watcher.getByRole('table', { name: 'Active patients' });
    await watchedActive.getByRole('row').nth(2).waitFor();

    const physician = await portal.signedIn('physician', { at: '/hospital-round' });
    await physician.getByRole('heading', { name: `Hospital Rounds ${formatUsDate(portal.t.clock.today())}` }).waitFor();
    await physician.getByRole('button', { name: 'Add Entries' }).click();
    const row = physician.getByRole('row', { name: 'New entry' });
    const values: Record<string, string> = {
      Room: '4',
      'First Name': 'Theodore',
      'Last Name': 'Lindgren',
      'A/G': '68 M',
      MRN: 'MR7730001',
      Diagnosis: 'Perforated ulcer',
      Procedure: 'Graham patch',
    };
    for (const [label, value] of Object.entries(values)) await row.getByLabel(label, { exact: true }).fill(value);
    await row.getByLabel('Notes').fill('NPO');
    expect(await row.getByLabel('Notes').inputValue()).toBe('Diet: NPO');
    await portal.screenshot(physician, 'rounds-add-row');
    await row.getByRole('button', { name: 'Add' }).click();
    await row.waitFor({ state: 'detached' });

    await watchedActive.getByRole('row', { name: /Lindgren/ }).waitFor({ timeout: 5_000 });
    expect(
      await watchedActive
        .getByRole('row', { name: /Lindgren/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('04');
    expect(await watchedActive.getByRole('checkbox').count()).toBe(0); // staff: no S/O D/C boxes
    await portal.screenshot(watcher, 'rounds-live-added');

    // click, not check(): the box is controlled by the saved record, and the row leaves this table once saved.
    await physician.getByRole('checkbox', { name: 'D/C Theodore Lindgren' }).click();
    const watchedArchive = watcher.getByRole('table', { name: 'Archived today' });
    await watchedArchive.getByRole('row', { name: /Lindgren/ }).waitFor({ timeout: 5_000 });
    expect(await watchedActive.getByRole('row', { name: /Lindgren/ }).count()).toBe(0);
    expect(
      await watchedArchive
        .getByRole('row', { name: /Lindgren/ })
        .getByText('D/C')
        .count(),
    ).toBe(1);
    expect(await navigations(watcher)).toBe(1);
    await portal.screenshot(watcher, 'rounds-live-archived');

    // In the archive, the ticked box can be unticked (the patient is back on the census) and S/O is disabled meanwhile.
    const archived = physician.getByRole('table', { name: 'Archived today' });
    expect(await archived.getByRole('checkbox', { name: 'S/O Theodore Lindgren' }).isDisabled()).toBe(true);
    // click, not uncheck(): the row leaves this table at once, so there is nothing left to verify here.
    await archived.getByRole('checkbox', { name: 'D/C Theodore Lindgren' }).click();
    await watchedActive.getByRole('row', { name: /Lindgren/ }).waitFor({ timeout: 5_000 });
    expect(await navigations(watcher)).toBe(1);
  });

  it('refuses the second of two edits started from the same version, instead of overwriting the first', async () => {
    const { first, second, secondRow, conflict } = await conflictingEdits('last', 'Diagnosis');
    // The second editor sees the first one's saved text beside their own, and chooses.
    const diagnosis = conflict.getByRole('row', { name: /^Diagnosis/ });
    await diagnosis.waitFor({ timeout: 5_000 });
    expect(await diagnosis.getByRole('cell').allInnerTexts()).toEqual([
      'Diagnosis by the first editor',
      'Diagnosis by the second editor',
    ]);
    const api = portal.t.api(await portal.t.login('staff'));
    const diagnoses = async () =>
      ((await api.get('/api/hospital-round')).body as { diagnosis: string }[]).map((round) => round.diagnosis);
    expect(await diagnoses()).toContain('Diagnosis by the first editor');
    expect(await diagnoses()).not.toContain('Diagnosis by the second editor');
    expect(await seriousAxeViolations(second)).toEqual([]);
    await portal.screenshot(second, 'rounds-save-conflict');

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await secondRow.waitFor({ state: 'detached' });
    expect(await diagnoses()).toContain('Diagnosis by the second editor');
    expect(await diagnoses()).not.toContain('Diagnosis by the first editor');
    // The first editor's open table follows, live.
    await first.getByRole('cell', { name: 'Diagnosis by the second editor' }).waitFor({ timeout: 5_000 });
  });

  it("Take theirs drops the second editor's change and shows what is saved", async () => {
    const { second, secondRow, conflict } = await conflictingEdits('first', 'Procedure');
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await secondRow.waitFor({ state: 'detached' });
    await second.getByRole('cell', { name: 'Procedure by the first editor' }).waitFor();
    const stored = (await portal.t.api(await portal.t.login('staff')).get('/api/hospital-round')).body as {
      procedure: string;
    }[];
    expect(stored.map((round) => round.procedure)).not.toContain('Procedure by the second editor');
  });

  it('asks to fill out each emptied field of an edit row, and Cancel restores the row', async () => {
    const page = await portal.signedIn('physician', { at: '/hospital-round' });
    const table = page.getByRole('table', { name: 'Active patients' });
    await table
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const row = table.getByRole('row', { name: /^Editing / });
    await row.getByLabel('First Name').fill('');
    await row.getByLabel('MRN').fill('');
    await row.getByLabel('Notes').fill('');
    expect(await row.getByLabel('Notes').inputValue()).toBe('Diet: ');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('Please fill out the first name field.').waitFor();
    await row.getByText('Please fill out the mrn field.').waitFor();
    await row.getByText('Please fill out the notes field.').waitFor();
    await portal.screenshot(page, 'rounds-edit-errors');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('archives through the confirmation dialog instead of deleting', async () => {
    const page = await portal.signedIn('admin', { at: '/hospital-round' });
    const table = page.getByRole('table', { name: 'Active patients' });
    const deleteButton = table.getByRole('button', { name: /^Delete / }).first();
    const name = (await deleteButton.getAttribute('aria-label'))!.replace('Delete ', '');
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await dialog.getByText('This will archived the record.').waitFor();
    await portal.screenshot(page, 'rounds-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('table', { name: 'Archived today' })
      .getByRole('row', { name: new RegExp(name.split(' ')[1]!) })
      .waitFor();
  });

  it('shows the CEO no Add Entries button and no S/O or D/C boxes', async () => {
    const page = await portal.signedIn('ceo', { at: '/hospital-round' });
    await page.getByRole('table', { name: 'Active patients' }).getByRole('row').nth(2).waitFor();
    expect(await page.getByRole('button', { name: 'Add Entries' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);

    // What "Print Active" prints: only that list, under its print title, compact.
    await page.evaluate(() => {
      document.getElementById('rounds-active')!.classList.add('printing');
      document.body.classList.add('print-selective');
    });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText(/^Hospital Rounds — Active Patients — \d{2}\/\d{2}\/\d{4}$/).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Archived today' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(false);
    await portal.screenshot(page, 'rounds-print-active');
  });

  it('opens a day of the archive from the strip, pages back with the arrows and never past today', async () => {
    const page = await portal.signedIn('physician', { at: '/hospital-round' });
    const strip = page.getByRole('navigation', { name: 'Archived rounds by date' });
    await strip.getByRole('link').first().waitFor();
    expect(await strip.getByRole('link').allTextContents()).toEqual(
      Array.from({ length: 7 }, (_, index) => formatMonthDay(addDays(portal.t.clock.today(), index - 6))),
    );
    expect(await page.getByRole('button', { name: 'Later days' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Earlier days' }).click();
    expect(await strip.getByRole('link').last().textContent()).toBe(
      formatMonthDay(addDays(portal.t.clock.today(), -7)),
    );
    await page.getByRole('button', { name: 'Later days' }).click();
    const yesterday = addDays(portal.t.clock.today(), -1);
    await strip.getByRole('link', { name: formatMonthDay(yesterday) }).click();
    await page.getByRole('heading', { name: `Hospital Rounds ${formatUsDate(yesterday)}` }).waitFor();
    const table = page.getByRole('table', { name: `Archived ${formatUsDate(yesterday)}` });
    await table.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Add Entries' }).count()).toBe(1);
    await portal.screenshot(page, 'rounds-archive-day');

    await page.goto('/hospital-round-search-date');
    await page.getByRole('heading', { name: 'No Date Selected' }).waitFor();
  });

  it('finds patients by name and offers editing in Edit Entries mode', async () => {
    const page = await portal.signedIn('physician', { at: '/hospital-round' });
    await page.getByLabel('Search by name').fill('morales');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search-by-name?name=morales');
    const table = page.getByRole('table', { name: 'Matching rounds' });
    await table.getByRole('row', { name: /Morales/ }).waitFor();
    expect(await table.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Entries' }).click();
    expect(await table.getByRole('button', { name: /^Edit / }).count()).toBeGreaterThan(0);
    await portal.screenshot(page, 'rounds-search');
  });
});
