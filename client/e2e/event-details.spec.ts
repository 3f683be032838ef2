import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
  const token = await portal.t.login('staff');
  const created = await portal.t.api(token).post('/api/daily-schedule', {
    purpose: 'Procedure',
    procedure: 'Laparoscopic cholecystectomy',
    event_date: DAY,
    start_time: '09:00',
    end_time: '11:00',
    event_location: 'PHH MOR',
    event_note: 'Bring the long instruments',
    surgeon_id: [await portal.t.userId('physician')],
    patient_first_name: 'Walter',
    patient_last_name: 'Ngata',
    patient_mrn: '558812',
    case_number: 'C-42',
  });
  expect(created.status).toBe(201);
});
afterAll(() => portal.close());

const DAY = '2031-04-08'; // a quiet Tuesday: only the event added above
const PHONE = { width: 390, height: 844 };

const editableFields = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('input, select, textarea, [contenteditable="true"], [role="textbox"], [role="combobox"]')
    .count();

/** Taps the card, checks the read-only details, axe, and that Escape gives the focus back to the card. */
async function viewDetails(page: Page, screenshot: string) {
  await page.goto(`/daily-schedule-search-by-date?date=${DAY}`);
  const card = page.getByRole('button', { name: /Laparoscopic cholecystectomy/ });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Event Details' });
  await dialog.waitFor();
  const text = await dialog.textContent();
  for (const shown of [
    '09:00 AM to 11:00 AM',
    'Laparoscopic cholecystectomy',
    'Walter Ngata',
    '558812',
    'C-42',
    'PHH MOR',
    'Bring the long instruments',
    '04/08/2031',
  ]) {
    expect(text).toContain(shown);
  }
  expect(await editableFields(page)).toBe(0);
  expect(await dialog.getByRole('button', { name: /Save|Delete/ }).count()).toBe(0);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await page.screenshot({ path: `screenshots/${screenshot}.png` });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('title') ?? '')).toMatch(
    /Laparoscopic cholecystectomy/,
  );
}

describe('tapping an event on the day grid', () => {
  it('shows a physician (no edit rights) its details, read-only, on a 390×844 phone', async () => {
    const page = await portal.signedIn('physician', { viewport: PHONE });
    await viewDetails(page, 'event-details-phone');
  });

  it('shows the CEO (no edit rights) its details, read-only, on a desktop', async () => {
    const page = await portal.signedIn('ceo');
    await viewDetails(page, 'event-details-desktop');
  });

  it('still opens the edit form for staff, who may edit the event', async () => {
    const page = await portal.signedIn('staff', { at: `/daily-schedule-search-by-date?date=${DAY}` });
    await page.getByRole('button', { name: /Laparoscopic cholecystectomy/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await dialog.getByLabel('Patient MRN').waitFor();
    expect(await dialog.getByLabel('Patient MRN').inputValue()).toBe('558812');
  });
});
