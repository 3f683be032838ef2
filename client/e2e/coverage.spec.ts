import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, formatMonthDay, formatUsDate, monthOf } from '../../shared/dates.js';
import { practiceDays, registerBoard } from '../../server/boards/boards.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * An empty call slot is a gap everywhere it shows (colour, icon and words), live: time off
 * saved on the edit page takes today's 1st-call surgeon off call, and the month view, the
 * dashboard, the day grid and the wall board say "No 1st call" without a reload.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const navigations = (page: import('playwright-core').Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation').length);

describe('an uncovered 1st call', () => {
  it('is shown as a gap on the month view, the dashboard, the day grid and the board, live', async () => {
    const { today } = practiceDays(portal.t);
    const month = monthOf(today);
    const staffToken = await portal.t.login('staff');
    const [entry] = (
      await portal.t
        .api(staffToken)
        .get(`/api/calendar-entries?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`)
    ).body.entries.filter((day: { date: string }) => day.date === today);
    const surgeons = (await portal.t.api(staffToken).get('/api/vacation/filter-surgeons')).body as {
      id: number;
      name: string;
      initial: string;
    }[];
    const firstCall = surgeons.find((surgeon) => surgeon.id === entry.surgeon_1st)!;

    // Watchers: a physician on the month view, a scheduler on the dashboard, the day grid, the board.
    const monthView = await portal.signedIn('physician', { at: `/montly-schedule?date=${month}-01` });
    const todayCell = monthView.getByRole('cell', { name: formatUsDate(today) });
    await todayCell.getByText(firstCall.initial, { exact: true }).waitFor();
    expect(await monthView.getByText('No 1st call').count()).toBe(0);

    const dashboard = await portal.signedIn('admin', { at: '/dashboard' });
    const coverageCard = dashboard.getByRole('region', { name: 'Call coverage' });
    await coverageCard.getByText(/^Every call is covered through /).waitFor();

    const dayGrid = await portal.signedIn('physician', { at: `/daily-schedule-search-by-date?date=${today}` });
    await dayGrid.getByRole('columnheader').filter({ hasText: firstCall.name }).getByText('1ST').waitFor();
    expect(await dayGrid.getByRole('note', { name: 'Uncovered calls this day' }).count()).toBe(0);

    const { url } = await registerBoard(portal.t, await portal.t.login('admin'), 'Coverage corridor');
    const board = await portal.newPage({ width: 1920, height: 1080 });
    await board.goto(new URL(url, 'http://portal.invalid').pathname);
    await board.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
    const boardCalls = board.getByRole('list', { name: 'Call' });
    await boardCalls.getByText(firstCall.name).waitFor();

    // A scheduler saves time off for today's 1st-call surgeon: warned first, then Save anyway.
    const editor = await portal.signedIn('staff', { at: `/edit-call-calender?date=${month}-01` });
    const form = editor.getByRole('form', { name: 'Time Off' });
    await form.getByLabel('Surgeon').selectOption({ label: firstCall.initial });
    await form.getByLabel('Type').selectOption('Sick.');
    await form.getByLabel('Start date').fill(today);
    await form.getByRole('button', { name: 'Submit' }).click();
    await form
      .getByText(new RegExp(`${firstCall.name} holds 1st on ${formatUsDate(today)}: .*leaves 1st empty`))
      .waitFor();
    expect(await monthView.getByText('No 1st call').count()).toBe(0); // nothing saved yet
    await form.getByRole('button', { name: 'Save anyway' }).click();
    await form.getByText(/^Record Submitted Successfully! Taken off call: /).waitFor();
    // The edit page marks the empty select as a gap too.
    await editor
      .getByRole('gridcell', { name: new RegExp(`^${formatUsDate(today)}`) })
      .getByText('No 1st call')
      .waitFor();

    // Every watcher sees the gap, in words and with its icon, without a reload.
    await todayCell.getByText('No 1st call').waitFor({ timeout: 5_000 });
    expect(await todayCell.locator('.coverage-gap svg').count()).toBe(1);
    const dashboardLine = coverageCard.getByRole('link', { name: `Today, ${formatMonthDay(today)}: No 1st call` });
    await dashboardLine.waitFor({ timeout: 5_000 });
    expect(await dashboardLine.getAttribute('href')).toBe(`/edit-call-calender?date=${today}`);
    const gridGaps = dayGrid.getByRole('note', { name: 'Uncovered calls this day' });
    await gridGaps.getByText('No 1st call').waitFor({ timeout: 5_000 });
    expect(await dayGrid.getByRole('columnheader').filter({ hasText: '1ST' }).count()).toBe(0);
    await boardCalls.getByText('No 1st call').waitFor({ timeout: 5_000 });
    for (const page of [monthView, dashboard, dayGrid, board]) expect(await navigations(page)).toBe(1);

    // A gap is never told by colour alone: its colours differ from a held slot's, and it has words and an icon.
    const gapStyle = await todayCell
      .locator('.coverage-gap')
      .evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
    expect(gapStyle).toEqual(['rgb(253, 236, 234)', 'rgb(138, 28, 28)']);

    await portal.screenshot(monthView, 'coverage-month-view');
    await portal.screenshot(dashboard, 'coverage-dashboard');
    await portal.screenshot(dayGrid, 'coverage-day-grid');
    await portal.screenshot(board, 'coverage-board');
    await portal.screenshot(editor, 'coverage-edit-page');
    expect(await seriousAxeViolations(monthView)).toEqual([]);
    expect(await seriousAxeViolations(dashboard)).toEqual([]);
    expect(await seriousAxeViolations(dayGrid)).toEqual([]);
    expect(await seriousAxeViolations(board)).toEqual([]);
  });

  it("lists the emptied slot in the day's History, with the reason", async () => {
    const { today } = practiceDays(portal.t);
    const editor = await portal.signedIn('staff', { at: `/edit-call-calender?date=${monthOf(today)}-01` });
    await editor.getByRole('button', { name: `History of ${formatMonthDay(today)}` }).click();
    const history = editor.getByRole('dialog', { name: `History of ${formatMonthDay(today)}` });
    await history.getByText(/1st: \w+ → NONE \(Time off \(Sick\.\) for /).waitFor();
    await portal.screenshot(editor, 'coverage-day-history');
  });

  it('removing a closure puts back the office holders it took off, and a second browser sees them return', async () => {
    const api = portal.t.api(await portal.t.login('staff'));
    const { today } = practiceDays(portal.t);
    // An open weekday after today with office holders, this month or the next (the seed covers both).
    let day: { date: string; surgeon_o_am: number; surgeon_o_pm: number } | undefined;
    for (const month of [monthOf(today), addMonths(monthOf(today), 1)]) {
      const { entries, office } = (
        await api.get(`/api/calendar-entries?year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`)
      ).body;
      const closedDates = office.map((record: { effective_date_start: string }) => record.effective_date_start);
      day ??= entries.find(
        (entry: { date: string; surgeon_o_am: number | null }) =>
          entry.date > today && entry.surgeon_o_am != null && !closedDates.includes(entry.date),
      );
    }
    if (!day) throw new Error('the seed left no open weekday with office holders');
    const month = monthOf(day.date);
    const closed = await api.post('/api/add-ofice-close-data', {
      note: 'Close',
      effective_date_start: day.date,
      acknowledge_warnings: true,
    });
    expect(closed.body.cleared_calls).toHaveLength(2);

    const viewer = await portal.signedIn('physician', { at: `/montly-schedule?date=${month}-01` });
    const cell = viewer.getByRole('cell', { name: formatUsDate(day.date) });
    await cell.getByText('Office closed').waitFor();

    const editor = await portal.signedIn('admin', { at: `/edit-call-calender?date=${month}-01` });
    const closures = editor.getByRole('group', { name: 'Office closures this month' });
    const putBack = closures.getByRole('checkbox', { name: /^Put back O AM \w+, O PM \w+ when removing$/ });
    expect(await putBack.isChecked()).toBe(true);
    await closures.getByRole('button', { name: `Remove closure ${formatUsDate(day.date)}` }).click();
    const asked = editor.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await asked.getByRole('button', { name: 'Remove closure' }).click();
    await closures
      .getByRole('status')
      .getByText(/^Office open again on .* Put back: O AM \w+, O PM \w+\.$/)
      .waitFor();

    await cell.getByText('Office closed').waitFor({ state: 'detached', timeout: 5_000 });
    const surgeons = (await api.get('/api/vacation/filter-surgeons')).body as { id: number; initial: string }[];
    const initialOf = (id: number) => surgeons.find((surgeon) => surgeon.id === id)!.initial;
    await expect
      .poll(() => cell.innerText(), { timeout: 5_000 })
      .toMatch(new RegExp(`O AM\\s+${initialOf(day.surgeon_o_am)}[\\s\\S]*O PM\\s+${initialOf(day.surgeon_o_pm)}`));
    await portal.screenshot(editor, 'coverage-closure-restored');
    expect(await seriousAxeViolations(editor, [], '.cc-card')).toEqual([]);
  });

  it('a physician sees no coverage card on the dashboard (schedulers only)', async () => {
    const page = await portal.signedIn('physician', { at: '/dashboard' });
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    expect(await page.getByRole('region', { name: 'Call coverage' }).count()).toBe(0);
  });
});
