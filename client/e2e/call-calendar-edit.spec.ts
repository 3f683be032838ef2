import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
let ids: Record<string, number>;
beforeAll(async () => {
  portal = await startPortal();
  const staff = await portal.t.login('staff');
  const surgeons: { id: number; initial: string }[] = (await portal.t.api(staff).get('/api/vacation/filter-surgeons'))
    .body;
  ids = Object.fromEntries(surgeons.map((surgeon) => [surgeon.initial, surgeon.id]));
});
afterAll(() => portal.close());

const slot = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const savedEntries = async (year: number, month: number) =>
  (await portal.t.api(await portal.t.login('staff')).get(`/api/calendar-entries?year=${year}&month=${month}`)).body
    .entries;
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      day: element?.dataset.date ?? null,
      label: element?.getAttribute('aria-label') ?? null,
      tag: element?.tagName ?? null,
      inGrid: Boolean(element?.closest('[role="grid"]')),
    };
  });

describe('a phone edits the call calendar one day at a time', () => {
  it('at 390×844: picks a day, edits it with full-size selects, saves it (same rules and warnings), no sideways scrolling', async () => {
    const page = await portal.signedIn('staff', {
      at: '/edit-call-calender?date=2031-05-01',
      viewport: { width: 390, height: 844 },
    });
    // The day's form is a region named by its day (the list of days below has headings of its own).
    const dayForm = (name: string) => page.getByRole('region', { name, exact: true });
    await dayForm('Thursday 05/01/2031').waitFor();
    await page.getByRole('button', { name: 'Next day ›' }).click();
    await dayForm('Friday 05/02/2031').waitFor();
    // One day's form: its four slots, not the month's.
    expect(await page.locator('select[aria-label$=" 1st"]').count()).toBe(1);
    const size = await slot(page, '05/02 1st').evaluate((select: HTMLElement) => ({
      height: select.getBoundingClientRect().height,
      font: getComputedStyle(select).fontSize,
    }));
    expect(size.height).toBeGreaterThanOrEqual(44);
    expect(size.font).toBe('16px');

    await slot(page, '05/02 1st').selectOption({ label: 'JC' });
    await slot(page, '05/02 O AM').selectOption({ label: 'PN' });
    await page.getByText('changed, not saved yet', { exact: false }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next day ›' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/call-calendar-phone-edit.png' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved 1 day(s).' }).waitFor();
    expect(await savedEntries(2031, 5)).toEqual([
      expect.objectContaining({ date: '2031-05-02', surgeon_1st: ids.JC, surgeon_o_am: ids.PN, surgeon_2nd: null }),
    ]);
    expect(page.url()).toContain('/edit-call-calender'); // stays for the next day

    // A hard rule, as on the desktop: the cell says why and Save is off.
    await page.getByRole('button', { name: 'Edit 05/20/2031' }).click();
    await dayForm('Tuesday 05/20/2031').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cc-phone-day-title');
    await slot(page, '05/20 1st').selectOption({ label: 'MC' });
    await slot(page, '05/20 2nd').selectOption({ label: 'MC' });
    await page.getByText('MC cannot take both the 1st and the 2nd slot on 05/20/2031.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await slot(page, '05/20 2nd').selectOption({ label: 'NONE' });

    // A soft rule warns, and Save anyway saves.
    await page.getByRole('button', { name: 'Edit 05/03/2031' }).click();
    await slot(page, '05/03 1st').selectOption({ label: 'JC' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const warnings = page.getByRole('alert', { name: 'Scheduling warnings' });
    await warnings.getByText(/the day after a 1st call/).waitFor();
    await page.screenshot({ path: 'screenshots/call-calendar-phone-warning.png' });
    await warnings.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved 2 day(s).' }).waitFor();
    expect(await savedEntries(2031, 5)).toEqual([
      expect.objectContaining({ date: '2031-05-02', surgeon_1st: ids.JC }),
      expect.objectContaining({ date: '2031-05-03', surgeon_1st: ids.JC }),
      expect.objectContaining({ date: '2031-05-20', surgeon_1st: ids.MC, surgeon_2nd: null }),
    ]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Pick a day to edit' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/call-calendar-phone-picker.png' });
  });
});

describe('the desktop edit grid moves with the arrow keys (WAI-ARIA data grid, roving tabindex)', () => {
  it('is one Tab stop; arrows move by day and week, Home/End to the week ends; Enter/F2 go into a day, Escape back', async () => {
    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2031-05-01' });
    const grid = page.getByRole('grid', { name: 'Call calendar May 2031' });
    await grid.getByRole('gridcell', { name: /^05\/01\/2031/ }).waitFor();
    await page.getByRole('button', { name: 'Next month' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ day: '2031-05-01', tag: 'TD' });

    const press = async (key: string, day: string) => {
      await page.keyboard.press(key);
      expect((await focused(page)).day).toBe(day);
    };
    await press('ArrowRight', '2031-05-02');
    await press('ArrowDown', '2031-05-09');
    await press('ArrowLeft', '2031-05-08');
    await press('ArrowUp', '2031-05-01');
    await press('ArrowUp', '2031-05-01'); // the week before is April: nowhere to go
    await press('ArrowLeft', '2031-05-01'); // May starts on a Thursday: nothing before it
    await press('ArrowDown', '2031-05-08');
    await press('Home', '2031-05-04');
    await press('End', '2031-05-10');
    expect(await page.locator('[role="grid"] td[tabindex="0"]').count()).toBe(1);

    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ label: '05/10 1st', tag: 'SELECT', inGrid: true });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: '05/10 2nd', tag: 'SELECT' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toMatchObject({ day: '2031-05-10', tag: 'TD' });
    await page.keyboard.press('F2');
    expect(await focused(page)).toMatchObject({ label: '05/10 1st', tag: 'SELECT' });
    await page.keyboard.press('Escape');
    await press('ArrowLeft', '2031-05-09');
    // Leaving the grid: Tab skips every other day's selects.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inGrid).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('gridcell', { name: /^05\/09\/2031/ }).focus();
    await portal.screenshot(page, 'call-calendar-grid-keys');
  });
});
