import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatUsDate, monthOf, parseIsoDate } from '../../shared/dates.js';
import { weekdayDatesOfMonth } from '../../shared/schemas/block-time-keys.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * The daily OR board draws data owned by two other areas: block-time footers and the call
 * calendar's time off. A save in either area redraws the open grid of that day, without reload.
 */
let portal: Portal;
/** The last Tuesday of this month (the block editor opens on it; the seed gives ROBOT blocks on Tuesdays). */
let tuesday: string;
/** A Wednesday four months ahead: beyond all the time off the demo seeds. */
let wednesday: string;
beforeAll(async () => {
  portal = await startPortal();
  const today = portal.t.clock.today();
  tuesday = weekdayDatesOfMonth(monthOf(today)).Tuesday.at(-1)!;
  const later = addDays(today, 120);
  wednesday = addDays(later, (3 - parseIsoDate(later).getDay() + 7) % 7);
});
afterAll(() => portal.close());

describe('the daily schedule grid, fed live by block time and the call calendar', () => {
  it("shows a ROBOT block saved on the block calendar as that Tuesday's footer, without reload", async () => {
    const watcher = await portal.signedIn('physician', { at: `/daily-schedule-search-by-date?date=${tuesday}` });
    await watcher.getByText(/^ROBOT BLOCK: /).waitFor();

    const editor = await portal.signedIn('staff', { at: '/edit-block-calender' });
    const name = `ROBOT ${formatUsDate(tuesday)}`;
    await editor.getByRole('checkbox', { name }).check();
    for (const [label, value] of [
      ['start hour', 9],
      ['start minute', 15],
      ['end hour', 4],
      ['end minute', 45],
    ] as const) {
      await editor.getByRole('spinbutton', { name: `${name} ${label}` }).fill(String(value));
    }
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await editor.getByText('Data saved successfully!').first().waitFor();

    await watcher.getByText('ROBOT BLOCK: 09:15 AM - 04:45 PM').waitFor({ timeout: 5_000 });
    expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await portal.screenshot(watcher, 'day-grid-block-footer-live');
  });

  it("covers a surgeon's column with the CME block when time off is saved for that day, without reload", async () => {
    const watcher = await portal.signedIn('staff', { at: `/daily-schedule-search-by-date?date=${wednesday}` });
    await watcher.getByText('Michael Chen').first().waitFor();
    expect(await watcher.getByRole('note', { name: 'Michael Chen time off' }).count()).toBe(0);

    const token = await portal.t.login('admin');
    const saved = await portal.t.api(token).post('/api/add-vacation-data', {
      surgeon_id: await portal.t.userId('mchen'),
      vacation_type: 'CME.',
      vacation_start_date: wednesday,
      vacation_end_date: wednesday,
      acknowledge_warnings: true,
    });
    expect(saved.status).toBe(201);

    await watcher.getByRole('note', { name: 'Michael Chen time off' }).waitFor({ timeout: 5_000 });
    expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await portal.screenshot(watcher, 'day-grid-time-off-live');
  });
});
