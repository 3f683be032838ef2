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

interface TimeOffRow {
  id: number;
  user: { initial: string };
  vacation_dates: string[];
}

describe("a call-calendar day's History lists its time off and closures with Undo", () => {
  it('a time-off date removed through the API is undone from the day’s History and is back', async () => {
    // Seeded: Sarah Whitman (SW) has a Holiday on 11/08/2026.
    const api = portal.t.api(await portal.t.login('staff'));
    const holidaysOfSw = async () =>
      ((await api.get('/api/vacation-data?year=2026&month=11')).body.vacations as TimeOffRow[])
        .filter((row) => row.user.initial === 'SW')
        .flatMap((row) => row.vacation_dates);
    const record = ((await api.get('/api/vacation-data?year=2026&month=11')).body.vacations as TimeOffRow[]).find(
      (row) => row.user.initial === 'SW' && row.vacation_dates.includes('2026-11-08'),
    )!;
    expect((await api.post(`/api/vacation/${record.id}/delete-date`, { date: '2026-11-08' })).status).toBe(200);
    expect(await holidaysOfSw()).not.toContain('2026-11-08');

    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-11-01' });
    await page.getByRole('button', { name: 'History of 11/08' }).click();
    const history = page.getByRole('list', { name: 'History of 11/08' });
    const removal = history.getByRole('listitem').filter({ hasText: 'Time off (Holiday) for Sarah Whitman removed' });
    await removal.waitFor();
    expect(await removal.innerText()).toMatch(/^11\/8 Time off \(Holiday\) for Sarah Whitman removed, Maria Lopez, /);
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    // The viewport only: a full-page capture resizes the page, which can close the open dialog.
    await page.screenshot({ path: 'screenshots/call-day-history-time-off.png' });

    await removal.getByRole('button', { name: /^Undo: 11\/8 Time off \(Holiday\)/ }).click();
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    expect(await holidaysOfSw()).toContain('2026-11-08');
    await history
      .getByRole('listitem')
      .first()
      .filter({ hasText: /Time off \(Holiday\) for Sarah Whitman added, Maria Lopez, .*\(undo\)/ })
      .waitFor();
    // Undone once, the removal says so instead of offering Undo again.
    await removal.getByText('Changed since').waitFor();
    // The viewport only: a full-page capture resizes the page, which can close the open dialog.
    await page.screenshot({ path: 'screenshots/call-day-history-time-off-undone.png' });
  });
});

describe("a call-calendar day's History lists an office closure's removal", () => {
  it('its Undo meets the soft rule with "Save anyway" and closes the office again', async () => {
    // 11/18 has O AM and O PM holders: closing takes them off (acknowledged), removing puts them
    // back, so closing again by Undo warns as a closure does.
    const api = portal.t.api(await portal.t.login('staff'));
    const closuresOn = async () =>
      ((await api.get('/api/calendar-entries?year=2026&month=11')).body.office as { effective_date_start: string }[])
        .map((row) => row.effective_date_start)
        .filter((date) => date === '2026-11-18');
    const closed = await api.post('/api/add-ofice-close-data', {
      note: 'Close',
      effective_date_start: '2026-11-18',
      acknowledge_warnings: true,
    });
    expect(closed.status).toBeLessThan(300);
    const removed = await api.post(`/api/office/${closed.body.office.id}/delete-date`, {
      date: '2026-11-18',
      restore_holders: true,
    });
    expect(removed.status).toBe(200);
    expect(await closuresOn()).toEqual([]);

    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-11-01' });
    await page.getByRole('button', { name: 'History of 11/18' }).click();
    const history = page.getByRole('list', { name: 'History of 11/18' });
    const removal = history.getByRole('listitem').filter({ hasText: /^11\/18 Office closure removed, Maria Lopez/ });
    await removal.getByRole('button', { name: /^Undo: 11\/18 Office closure removed/ }).click();
    await removal.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    expect(await closuresOn()).toEqual(['2026-11-18']);
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
  });
});

describe("a call-calendar day's History lists office hours changed from that day", () => {
  it('Undo from the day’s History puts the earlier hours back', async () => {
    const api = portal.t.api(await portal.t.login('staff'));
    const pmOn = async (date: string) => {
      const { start_time, end_time } = (await api.get(`/api/office-hours?date=${date}`)).body.pm;
      return `${start_time}–${end_time}`;
    };
    const before = await pmOn('2026-11-16');
    const body = { period: 'PM', start_time: '13:00', end_time: '17:00', effective_date_start: '2026-11-16' };
    expect((await api.put('/api/office-hours', body)).status).toBe(200);
    expect(await pmOn('2026-11-16')).toBe('13:00–17:00');

    const page = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-11-01' });
    await page.getByRole('button', { name: 'History of 11/16' }).click();
    const history = page.getByRole('list', { name: 'History of 11/16' });
    const change = history.getByRole('listitem').filter({ hasText: 'PM office hours from this day' });
    await change.waitFor();
    expect(await change.innerText()).toMatch(
      /^11\/16 PM office hours from this day: \d\d:\d\d [AP]M–\d\d:\d\d [AP]M → 01:00 PM–05:00 PM, Maria Lopez, /,
    );
    await change.getByRole('button', { name: /^Undo: 11\/16 PM office hours/ }).click();
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    expect(await pmOn('2026-11-16')).toBe(before);
    await history
      .getByRole('listitem')
      .first()
      .filter({ hasText: /PM office hours .*\(undo\)/ })
      .waitFor();
    // The viewport only: a full-page capture resizes the page, and the edit page's layout change closes the dialog.
    await page.screenshot({ path: 'screenshots/call-day-history-office-hours-undone.png' });
  });
});

describe("a block-time month's History", () => {
  it('Undo of the newest save brings the earlier blocks back', async () => {
    const month = monthOf(portal.t.clock.today());
    const monday = weekdayDatesOfMonth(month).Monday[0]!;
    const api = portal.t.api(await portal.t.login('staff'));
    const read = async () =>
      (await api.get(`/api/block-calendar?year=${month.slice(0, 4)}&month=${Number(month.slice(5, 7))}`)).body[0] as {
        version: number;
        locations: Record<string, Record<string, Record<string, Record<string, number>>>>;
      };
    const save = async (start: string) => {
      const { version } = await read();
      const locations = { MOR: { [monday]: blockEntryFromTimes(monday, start, '11:00') } };
      expect((await api.post('/api/block-calendar', { month, locations, checkboxStates: {}, version })).status).toBe(
        200,
      );
    };
    await save('07:00');
    await save('09:00');
    expect((await read()).locations.MOR!.Monday![monday]).toMatchObject({ 'Monday-Wk1startHour': 9 });

    const page = await portal.signedIn('staff', { at: '/edit-block-calender' });
    await page.getByRole('button', { name: /^History of .* block time$/ }).click();
    const history = page.getByRole('list', { name: /^History of .* block time$/ });
    await history
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Undo: Blocks changed on/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Undone.' }).waitFor();
    expect((await read()).locations.MOR!.Monday![monday]).toMatchObject({ 'Monday-Wk1startHour': 7 });
    await history
      .getByRole('listitem')
      .first()
      .filter({ hasText: /Maria Lopez, .*\(undo\)/ })
      .waitFor();
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    await portal.screenshot(page, 'block-month-history-undone');
  });
});
