import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

/** Each field of the row: its accessible name, and the visible text of its cell around it. */
const fieldsOf = (row: Locator) =>
  row.evaluate((element) =>
    [...element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((field) => ({
      name: field.getAttribute('aria-label') ?? '',
      seen: (field.closest('td') as HTMLElement).innerText.replace(field.innerText ?? '', '').trim(),
      placeholder: field instanceof HTMLSelectElement ? (field.options[0]?.text ?? '') : '',
    })),
  );

async function openRow(page: Page, path: string, addButton: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: addButton }).click();
  const row = page.getByRole('row', { name: 'New entry' });
  await row.waitFor();
  return row;
}

describe('add rows on a 390 px phone name every field on screen', () => {
  it('rounds: nine fields, each with its name in view above the box', async () => {
    const page = await portal.signedIn('physician', { viewport: PHONE });
    const row = await openRow(page, '/hospital-round', 'Add Entries');
    const fields = await fieldsOf(row);
    expect(fields.map((field) => field.name)).toEqual([
      'Room',
      'First Name',
      'Last Name',
      'A/G',
      'MRN',
      'Diagnosis',
      'Procedure',
      'Notes',
      'Facility',
    ]);
    for (const field of fields) expect(field.seen.startsWith(field.name)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'rounds-phone-add-row');
  });

  it('operative log: surgeon and assistant selects say which they are', async () => {
    const page = await portal.signedIn('physician', { viewport: PHONE });
    const row = await openRow(page, '/oparative-log', 'Add New Entry');
    const fields = await fieldsOf(row);
    for (const field of fields) expect(field.seen.startsWith(field.name)).toBe(true);
    expect(fields.filter((field) => field.placeholder).map((field) => field.placeholder)).toEqual([
      'Select surgeon',
      'Select assistant',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'operative-phone-add-row');
  });
});
