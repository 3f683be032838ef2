import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatMonthDay, formatUsDate } from '../../shared/dates.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
/** This month at the practice (1–12). */
let month: number;
beforeAll(async () => {
  portal = await startPortal();
  month = Number(portal.t.clock.today().slice(5, 7));
});
afterAll(() => portal.close());

describe('the operative log, live', () => {
  it("shows the new entry and the surgeon's new statistics cell in another open browser", async () => {
    const token = await portal.t.login('staff');
    const stats = (await portal.t.api(token).get('/api/get-surgeons-logs')).body;
    const row = stats.surgeons.find((r: any) => r.name === 'Sarah Whitman' && r.month === month);
    const total = stats.surgeons
      .filter((r: any) => r.name === 'Sarah Whitman')
      .reduce((sum: number, r: any) => sum + r.surgeries, 0);

    const watcher = await portal.signedIn('staff', { at: '/oparative-log' });
    const panel = watcher.getByRole('table', { name: `Operations ${portal.t.clock.today().slice(0, 4)}` });
    const whitman = panel.getByRole('row', { name: /Sarah Whitman/ });
    await whitman.waitFor();
    // cells: name (row header), Jan … Dec, Total
    expect(
      await whitman
        .getByRole('cell')
        .nth(month - 1)
        .textContent(),
    ).toBe(`${row.surgeries}/${row.assistances}`);
    expect(await watcher.getByRole('button', { name: 'Add New Entry' }).count()).toBe(0);

    const physician = await portal.signedIn('physician', { at: '/oparative-log' });
    await physician.getByRole('button', { name: 'Add New Entry' }).click();
    const newRow = physician.getByRole('row', { name: 'New entry' });
    await newRow.getByLabel('First Name').fill('Beatrice');
    await newRow.getByLabel('Last Name').fill('Okonkwo');
    await newRow.getByLabel('MRN').fill('MR5550123');
    await newRow.getByLabel('Surgeon').selectOption({ label: 'SW — Sarah Whitman' });
    await newRow.getByLabel('Assistant').selectOption({ label: 'MC — Michael Chen' });
    await newRow.getByLabel('Diagnosis').fill('Cholelithiasis');
    await newRow.getByLabel('Procedure').fill('Laparoscopic cholecystectomy');
    await portal.screenshot(physician, 'operative-add-row');
    await newRow.getByRole('button', { name: 'Add' }).click();
    await newRow.waitFor({ state: 'detached' });

    await watcher
      .getByRole('table', { name: 'Operative log entries' })
      .getByRole('row', { name: /Okonkwo/ })
      .waitFor({ timeout: 5_000 });
    await expect
      .poll(
        () =>
          whitman
            .getByRole('cell')
            .nth(month - 1)
            .textContent(),
        { timeout: 5_000 },
      )
      .toBe(`${row.surgeries + 1}/${row.assistances}`);
    expect(await whitman.getByRole('cell').last().textContent()).toMatch(new RegExp(`^${total + 1}/`));
    expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await portal.screenshot(watcher, 'operative-live-stats');
  });

  it("shows the second editor of one entry the first one's save beside their own (surgeons by initials), then saves theirs on Keep mine", async () => {
    const api = portal.t.api(await portal.t.login('staff'));
    const surgeons: { id: number; initial: string }[] = (await api.get('/api/surgeons')).body;
    const id = (initial: string) => surgeons.find((surgeon) => surgeon.initial === initial)!.id;
    const physicianApi = portal.t.api(await portal.t.login('physician'));
    await physicianApi.post('/api/oparative-log', {
      first_name: 'Rosalind',
      last_name: 'Achterberg',
      mrn: 'MR5550777',
      surgeon: id('SW'),
      assistant: id('MC'),
      diagnosis: 'Inguinal hernia',
      procedure: 'Open repair',
      facility: 'PHH',
    });
    const first = await portal.signedIn('physician');
    const second = await portal.signedIn('admin');
    for (const page of [first, second]) {
      await page.goto('/oparative-log');
      await page.getByRole('button', { name: 'Edit Rosalind Achterberg' }).click();
    }
    const firstRow = first.getByRole('row', { name: 'Editing Rosalind Achterberg' });
    await firstRow.getByLabel('Surgeon').selectOption({ label: 'JC — James Carter' });
    await firstRow.getByRole('button', { name: 'Save' }).click();
    await firstRow.waitFor({ state: 'detached' });

    const secondRow = second.getByRole('row', { name: 'Editing Rosalind Achterberg' });
    await secondRow.getByLabel('Procedure').fill('Laparoscopic TEP repair');
    await secondRow.getByRole('button', { name: 'Save' }).click();
    const conflict = second.getByRole('alert', { name: 'Saved by someone else' });
    const surgeon = conflict.getByRole('row', { name: /^Surgeon/ });
    await surgeon.waitFor({ timeout: 5_000 });
    expect(await surgeon.getByRole('cell').allInnerTexts()).toEqual(['JC', 'SW']);
    expect(
      await conflict
        .getByRole('row', { name: /^Procedure/ })
        .getByRole('cell')
        .allInnerTexts(),
    ).toEqual(['Open repair', 'Laparoscopic TEP repair']);
    const stored = async () =>
      ((await api.get('/api/oparative-log')).body as { last_name: string; surgeon: number; procedure: string }[]).find(
        (entry) => entry.last_name === 'Achterberg',
      );
    expect(await stored()).toMatchObject({ surgeon: id('JC'), procedure: 'Open repair' });

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await secondRow.waitFor({ state: 'detached' });
    expect(await stored()).toMatchObject({ surgeon: id('SW'), procedure: 'Laparoscopic TEP repair' });
    await first.getByRole('cell', { name: 'Laparoscopic TEP repair' }).waitFor({ timeout: 5_000 });
  });

  it('asks to fill out each empty field and steps the statistics year', async () => {
    const page = await portal.signedIn('admin', { at: '/oparative-log' });
    await page.getByRole('button', { name: 'Add New Entry' }).click();
    const row = page.getByRole('row', { name: 'New entry' });
    await row.getByRole('button', { name: 'Add' }).click();
    for (const field of ['first name', 'last name', 'mrn', 'surgeon', 'assistant', 'diagnosis', 'procedure']) {
      await row.getByText(`Please fill out the ${field} field.`).waitFor();
    }
    await row.getByRole('button', { name: 'Cancel' }).click();
    const year = Number(portal.t.clock.today().slice(0, 4));
    expect(await page.getByRole('button', { name: 'Next year' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous year' }).click();
    const lastYear = page.getByRole('table', { name: `Operations ${year - 1}` });
    await lastYear.waitFor();
    expect(
      await lastYear
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toMatch(/^[1-9]\d*\/\d+$/);
  });

  it("puts the newest day on the left of the strip, and offers Edit Entries only on today's date page", async () => {
    const page = await portal.signedIn('physician', { at: '/oparative-log' });
    const strip = page.getByRole('navigation', { name: 'Operative log by date' });
    await strip.getByRole('link').first().waitFor();
    expect(await strip.getByRole('link').first().textContent()).toBe(formatMonthDay(portal.t.clock.today()));
    await portal.screenshot(page, 'operative-log');

    const yesterday = addDays(portal.t.clock.today(), -1);
    await strip.getByRole('link', { name: formatMonthDay(yesterday) }).click();
    await page.getByRole('heading', { name: `Operative Log ${formatUsDate(yesterday)}` }).waitFor();
    await page.getByRole('table', { name: 'Operative log entries' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Entries' }).count()).toBe(0);

    await page.goto(`/oparative-log-search-date?date=${portal.t.clock.today()}`);
    await page.getByRole('button', { name: 'Edit Entries' }).click();
    const table = page.getByRole('table', { name: 'Operative log entries' });
    await table
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Are you sure you want to delete?' })
      .getByText('This will archived the record.')
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/oparative-log-search-date');
    await page.getByRole('heading', { name: 'No Date Selected' }).waitFor();
  });
});
