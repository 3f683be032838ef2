import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

const DAY = '2027-02-16';
let portal: Portal;
let ids: Record<string, number>;
beforeAll(async () => {
  portal = await startPortal({ today: '2027-02-10' });
  const api = portal.t.api(await portal.t.login('staff'));
  const surgeons: { id: number; initial: string }[] = (await api.get('/api/vacation/filter-surgeons')).body;
  ids = Object.fromEntries(surgeons.map((surgeon) => [surgeon.initial, surgeon.id]));
  const timeOff = await api.post('/api/add-vacation-data', {
    surgeon_id: ids.PN,
    vacation_type: 'CME.',
    vacation_start_date: DAY,
    vacation_end_date: DAY,
    acknowledge_warnings: true, // she may be on call that day: time off takes her off, after a warning
  });
  expect(timeOff.status).toBeLessThan(300);
});
afterAll(() => portal.close());

/** True when the middle of `target` is what the user sees at that point (not scrolled away, not covered). */
const seenAtItsCentre = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 20);
    const inWindow = y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
    return inWindow && element.contains(document.elementFromPoint(x, y));
  });

describe('a soft-rule warning appears where the eye is', () => {
  it('the event form: after Submit the warning and Save anyway are in view beside Submit and hold the focus', async () => {
    const page = await portal.signedIn('staff', {
      at: `/daily-schedule-search-by-date?date=${DAY}`,
      viewport: { width: 1280, height: 720 },
    });
    await page.getByRole('button', { name: 'Add New Event' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Event' });
    await modal.getByRole('radio', { name: 'Pr. Priya Natarajan' }).check();
    await modal.getByRole('textbox', { name: 'Procedure' }).fill('Lap chole');
    await modal.getByRole('radio', { name: 'PHH HOSC' }).check();
    await modal.getByLabel('Patient First Name').fill('Ada');
    await modal.getByLabel('Patient Last Name').fill('Warned');
    await modal.getByLabel('Patient MRN').fill('771100');
    await modal.getByRole('button', { name: 'Submit' }).click();

    const warnings = modal.getByRole('alert', { name: 'Scheduling warnings' });
    await warnings.getByText(/Priya Natarajan is on time off \(CME\.\) on 02\/16\/2027/).waitFor();
    expect(await seenAtItsCentre(warnings.getByRole('button', { name: 'Save anyway' }))).toBe(true);
    expect(await seenAtItsCentre(modal.getByRole('button', { name: 'Submit' }))).toBe(true);
    expect(await warnings.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'warning-beside-submit');

    await warnings.getByRole('button', { name: 'Save anyway' }).click();
    await modal.waitFor({ state: 'detached' });
    const api = portal.t.api(await portal.t.login('staff'));
    const saved = (await api.get(`/api/daily-schedule-search-by-date?date=${DAY}`)).body;
    expect(JSON.stringify(saved)).toContain('Lap chole');
  });

  it('an undo refused by a soft rule meets the same warning in History, with Save anyway, and then applies', async () => {
    const staff = portal.t.api(await portal.t.login('staff'));
    const admin = portal.t.api(await portal.t.login('admin'));
    await staff.post('/api/calendar-add-data', { entries: [{ date: '2031-05-13', surgeon_1st: ids.MC }] });
    await admin.post('/api/calendar-add-data', { entries: [{ date: '2031-05-13', surgeon_1st: ids.SW, version: 1 }] });
    await staff.post('/api/calendar-add-data', { entries: [{ date: '2031-05-14', surgeon_1st: ids.MC }] });

    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2031-05-01' });
    await page.getByRole('button', { name: 'History of 05/13' }).click();
    const history = page.getByRole('list', { name: 'History of 05/13' });
    await history.getByRole('listitem').first().getByRole('button', { name: /^Undo/ }).click();
    const warnings = history.getByRole('alert', { name: 'Scheduling warnings' });
    await warnings
      .getByText(/on 1st call on 03\/08\/2027, the day before a 1st call|the day after a 1st call/)
      .waitFor();
    expect(await seenAtItsCentre(warnings.getByRole('button', { name: 'Save anyway' }))).toBe(true);
    expect(await warnings.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const first = async () =>
      (
        (await staff.get('/api/calendar-entries?year=2031&month=5')).body.entries as {
          date: string;
          surgeon_1st: number;
        }[]
      ).find((day) => day.date === '2031-05-13')?.surgeon_1st;
    expect(await first()).toBe(ids.SW); // nothing undone yet
    // The viewport only: a full-page capture resizes the page, which can close the open dialog.
    await page.screenshot({ path: 'screenshots/undo-warning-save-anyway.png' });

    await warnings.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    expect(await first()).toBe(ids.MC);
  });
});
