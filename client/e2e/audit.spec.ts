import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '../../shared/dates.js';
import { blockEntryFromTimes, weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ today: '2026-10-15' });
});
afterAll(() => portal.close());

const DAY = '2026-11-12';

describe('the audit trail in the browser', () => {
  it('a scheduler sees who changed the 2nd call in a day’s history and undoes it; another browser sees the initials come back', async () => {
    const { t } = portal;
    const [sw, dr] = await Promise.all([t.userId('swhitman'), t.userId('dreyes')]);
    const staff = await t.login('staff');
    const admin = await t.login('admin');
    const first = await t.api(staff).post('/api/calendar-add-data', { entries: [{ date: DAY, surgeon_2nd: sw }] });
    expect(first.status).toBe(200);
    expect(
      (await t.api(admin).post('/api/calendar-add-data', { entries: [{ date: DAY, surgeon_2nd: dr }] })).status,
    ).toBe(200);

    const viewer = await portal.signedIn('physician', { at: `/montly-schedule?date=${DAY}` });
    const secondCall = viewer.getByRole('cell', { name: '11/12/2026' }).getByRole('definition').nth(1);
    await expect.poll(() => secondCall.innerText(), { timeout: 5_000 }).toBe('DR');

    const scheduler = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-11-01' });
    await scheduler.getByRole('button', { name: 'History of 11/12' }).click();
    const history = scheduler.getByRole('list', { name: 'History of 11/12' });
    await history.waitFor();
    const newest = history.getByRole('listitem').first();
    expect(await newest.innerText()).toMatch(/^11\/12 2nd: SW → DR, Olivia Grant, 10\/15 \d{1,2}:\d{2} [AP]M/);
    expect(await history.getByRole('listitem').nth(1).innerText()).toMatch(/^11\/12 .*, Maria Lopez, /);
    // The dialog only: the edit page's month strip has a known label/name mismatch of its own (not this feature's).
    expect(await seriousAxeViolations(scheduler, [], '[role="dialog"]')).toEqual([]);
    await portal.screenshot(scheduler, 'audit-call-day-history');

    await newest.getByRole('button', { name: /^Undo/ }).click();
    await scheduler.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    await expect
      .poll(() => history.getByRole('listitem').first().innerText(), { timeout: 5_000 })
      .toMatch(/^11\/12 2nd: DR → SW, Maria Lopez, .*\(undo\)/);
    await expect.poll(() => secondCall.innerText(), { timeout: 5_000 }).toBe('SW');
    await portal.screenshot(viewer, 'audit-month-after-undo');
  });

  it('an administrator reads the audit log with filters and pages; the page passes axe', async () => {
    const page = await portal.signedIn('admin', { at: '/administration' });
    await page.getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table', { name: 'Audit entries' });
    await table.waitFor();
    await page.getByLabel('Area').selectOption('call-calendar');
    await page.getByLabel('Record id').fill(DAY);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => (await table.getByRole('row').count()) - 1, { timeout: 5_000 }).toBe(3);
    expect(await table.getByRole('row').nth(1).innerText()).toContain('Undone');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'audit-log-page');

    await page.getByLabel('From').fill('2026-12-31');
    await page.getByLabel('To').fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: 'Must be on or after from.' }).waitFor();
  });

  it('a block-time month shows its saves in History on its edit page, with Undo for a scheduler', async () => {
    const { t } = portal;
    const month = monthOf(portal.t.clock.today());
    const monday = weekdayDatesOfMonth(month).Monday[0]!;
    const staff = await t.login('staff');
    const saved = await t.api(staff).post('/api/block-calendar', {
      month,
      locations: { MOR: { [monday]: blockEntryFromTimes(monday, '07:00', '11:00') } },
      checkboxStates: {},
    });
    expect(saved.status).toBeLessThan(300);

    const page = await portal.signedIn('staff', { at: '/edit-block-calender' });
    await page.getByRole('button', { name: /^History of .* block time$/ }).click();
    const history = page.getByRole('list', { name: /^History of .* block time$/ });
    await history.waitFor();
    expect(await history.getByRole('listitem').first().innerText()).toMatch(/Blocks changed on .*Maria Lopez/);
    expect(await history.getByRole('button', { name: /^Undo/ }).count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    await portal.screenshot(page, 'audit-block-month-history');
  });
});
