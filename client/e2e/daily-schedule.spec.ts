import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rooms } from '../../shared/realtime/rooms.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const DAY = '2031-03-04'; // a quiet Tuesday: only what the test adds
const noReload = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);
const column = (page: Page, surgeon: string) => page.getByRole('cell', { name: `${surgeon} column` });

describe('the daily surgery schedule', () => {
  it("shows today's busy grid with hourly labels, surgeon columns and coloured cards", async () => {
    const page = await portal.signedIn('physician', { at: '/daily-schedule' });
    await column(page, 'James Carter').waitFor();
    await page.getByText('07:00 AM', { exact: true }).waitFor();
    expect(await page.getByRole('columnheader').count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('button', { name: /Morbidity & Mortality conference/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Add New Event' }).count()).toBe(0); // physicians only view
    expect(await page.getByRole('navigation', { name: 'Days' }).getByRole('link').count()).toBe(15);
    await portal.screenshot(page, 'daily-schedule-today');
  });

  it("says 'No Date Selected' without a date and 'Data are not available on this date' for an empty day", async () => {
    const page = await portal.signedIn('ceo', { at: '/daily-schedule-search-by-date' });
    await page.getByText('No Date Selected').waitFor();
    await page.goto('/daily-schedule-search-by-date?date=2031-03-05');
    await page.getByText('Data are not available on this date').waitFor();
  });

  it("says 'Failed to fetch surgeons. Please try again.' in the event form, as an alert, when the list cannot be read", async () => {
    const page = await portal.signedIn('staff');
    // The network fails for this one request (no answer at all); every other request goes through.
    let refused = 0;
    await page.route('**/api/daily-schedule-surgeon-order', (route) => {
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/add-event');
    const modal = page.getByRole('dialog', { name: 'Add New Event' });
    const alert = modal.getByRole('alert').filter({ hasText: 'Failed to fetch surgeons. Please try again.' });
    await alert.waitFor();
    expect(refused).toBeGreaterThan(0);
    expect(await alert.textContent()).toBe('Failed to fetch surgeons. Please try again.');
    expect(await modal.getByRole('radio', { name: /^Pr\. / }).count()).toBe(0);
    expect(await modal.getByText('Loading...').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'event-form-surgeons-failed');

    // With the network back, the same form lists the surgeons and the message is gone.
    await page.unroute('**/api/daily-schedule-surgeon-order');
    await page.reload();
    await modal.getByRole('radio', { name: 'Pr. Priya Natarajan' }).waitFor();
    expect(await modal.getByText('Failed to fetch surgeons. Please try again.').count()).toBe(0);
  });

  it('pages the day strip on into the next month, 2 days per page on a phone, with scroll arrows', async () => {
    const page = await portal.signedIn('staff', {
      at: '/daily-schedule-search-by-date?date=2031-01-30',
      viewport: { width: 420, height: 800 },
    });
    const strip = page.getByRole('navigation', { name: 'Days' });
    await strip.getByRole('link', { name: '01/30' }).waitFor();
    expect(await strip.getByRole('link').count()).toBe(2);
    await page.getByRole('button', { name: 'Next days' }).click();
    await page.getByRole('button', { name: 'Next days' }).click();
    await strip.getByRole('link', { name: '02/03' }).waitFor();
    await page.getByRole('button', { name: 'Scroll right' }).waitFor();
    await portal.screenshot(page, 'daily-schedule-phone');
  });

  it('adds a procedure in one browser and the other grid shows it in place, moved by the edit dialog, gone on delete', async () => {
    const watcher = await portal.signedIn('physician', { at: `/daily-schedule-search-by-date?date=${DAY}` });
    await watcher.getByText('Data are not available on this date').waitFor();

    const editor = await portal.signedIn('staff', { at: `/daily-schedule-search-by-date?date=${DAY}` });
    await editor.getByRole('button', { name: 'Add New Event' }).click();
    const modal = editor.getByRole('dialog', { name: 'Add New Event' });
    await modal.getByRole('radio', { name: 'Pr. Priya Natarajan' }).waitFor();
    expect(await modal.getByLabel('Start hour').inputValue()).toBe('07');
    expect(await modal.getByLabel('End AM/PM').inputValue()).toBe('PM');
    await modal
      .getByRole('textbox', { name: 'Procedure' })
      .fill('Robotic-assisted right hemicolectomy with lymph node dissection');
    await modal.getByLabel('Start hour').selectOption('09');
    expect(await modal.getByLabel('End hour').inputValue()).toBe('10'); // start + 1 hour
    expect(await modal.getByLabel('End AM/PM').inputValue()).toBe('AM');
    await modal.getByRole('radio', { name: 'Pr. Priya Natarajan' }).check();
    await modal.getByRole('radio', { name: 'As. Michael Chen' }).check();
    await modal.getByRole('radio', { name: 'PHH HOSC' }).check();
    await modal.getByLabel('Patient First Name').fill('Walter');
    await modal.getByLabel('Patient Last Name').fill('Ngata');
    await modal.getByLabel('Patient MRN').fill('558812');
    await portal.screenshot(editor, 'daily-schedule-add-modal');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await modal.waitFor({ state: 'detached' });

    const card = column(watcher, 'Priya Natarajan').getByRole('button', {
      name: /Robotic-assisted right hemicolectomy/,
    });
    await card.waitFor();
    expect(await card.textContent()).toContain('MRN 558812 · PHH HOSC');
    expect(await card.textContent()).toContain('Robotic-assisted right he...'); // 4 rows: cut to 25 characters
    const box = await card.evaluate((element: HTMLElement) => ({
      top: element.offsetTop,
      height: element.offsetHeight,
      colour: getComputedStyle(element).backgroundColor,
    }));
    expect(box).toEqual({ top: 16 * 29, height: 4 * 29 - 2, colour: 'rgb(253, 207, 150)' });
    await column(watcher, 'Michael Chen')
      .getByRole('button', { name: /Robotic-assisted/ })
      .waitFor();
    await portal.screenshot(watcher, 'daily-schedule-live-added');

    await column(editor, 'Priya Natarajan')
      .getByRole('button', { name: /Robotic-assisted/ })
      .click();
    const dialog = editor.getByRole('dialog', { name: 'Edit Event' });
    await dialog.getByLabel('Patient MRN').waitFor();
    await dialog.getByLabel('Start hour').selectOption('01');
    await dialog.getByLabel('Start AM/PM').selectOption('PM');
    await dialog.getByLabel('End hour').selectOption('03');
    await dialog.getByLabel('End AM/PM').selectOption('PM');
    await dialog.getByRole('radio', { name: 'PHH MOR' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        column(watcher, 'Priya Natarajan')
          .getByRole('button', { name: /01:00 PM to 03:00 PM/ })
          .count(),
      )
      .toBe(1);
    const moved = column(watcher, 'Priya Natarajan').getByRole('button', { name: /Robotic-assisted/ });
    expect(
      await moved.evaluate((element: HTMLElement) => [element.offsetTop, getComputedStyle(element).backgroundColor]),
    ).toEqual([32 * 29, 'rgb(249, 197, 217)']);

    await column(editor, 'Priya Natarajan')
      .getByRole('button', { name: /Robotic-assisted/ })
      .click();
    await editor.getByRole('dialog', { name: 'Edit Event' }).getByRole('button', { name: 'Delete Event' }).click();
    const asked = editor.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await asked.getByText('This will delete the record.').waitFor(); // the schedule's text, not the rounds'
    await asked.getByRole('button', { name: 'Delete' }).click();
    await watcher.getByText('Data are not available on this date').waitFor();
    await editor.getByText('Data are not available on this date').waitFor();
    expect(await noReload(watcher)).toBe(1);
  });

  it('shows the newer save in the edit form instead of overwriting it (409)', async () => {
    const token = await portal.t.login('admin');
    const physician = await portal.t.userId('swhitman');
    const created = await portal.t.api(token).post('/api/daily-schedule', {
      purpose: 'Meeting',
      procedure: 'Budget review',
      event_date: DAY,
      start_time: '16:00',
      end_time: '17:00',
      surgeon_id: [physician],
    });
    const page = await portal.signedIn('staff', { at: `/edit-event/${created.body.dailySchedule.id}` });
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await dialog.getByLabel('Meeting / Notes').waitFor();
    expect(await dialog.getByLabel('Meeting / Notes').inputValue()).toBe('Budget review');
    await portal.t.api(token).put(`/api/daily-schedule-update/${created.body.dailySchedule.id}`, {
      purpose: 'Meeting',
      procedure: 'Budget review (moved to room 2)',
      event_date: DAY,
      start_time: '16:00',
      end_time: '17:00',
      surgeon_id: [physician],
    });
    await dialog.getByLabel('Meeting / Notes').fill('My older edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Someone else saved this event first.', { exact: false }).waitFor();
    expect(await dialog.getByLabel('Meeting / Notes').inputValue()).toBe('Budget review (moved to room 2)');
    await portal.screenshot(page, 'daily-schedule-conflict');
  });

  it('draws time off, office holders, call roles and block footers pushed for the day by the other areas', async () => {
    const date = '2031-03-10';
    const page = await portal.signedIn('staff', { at: `/daily-schedule-search-by-date?date=${date}` });
    await page.getByText('Data are not available on this date').waitFor();
    expect(await page.getByText(/OFFICE|BLOCK:|CME/).count()).toBe(0); // nothing until those areas say so
    const carter = await portal.t.userId('physician');
    const natarajan = await portal.t.userId('pnatarajan');
    const { publisher } = portal.t.app;
    publisher.publish(rooms.day(date), 'call-calendar:day-changed', {
      date,
      closed: false,
      holiday: null,
      uncovered: [],
      ompm: { surgeon_o_am: carter, surgeon_o_pm: carter },
      surgeonsRole: [
        { id: carter, role: 'O AM' },
        { id: carter, role: '1st' },
      ],
      cme: [{ surgeon_id: natarajan, vacation_type: 'CME.', vacation_dates: [date] }],
    });
    publisher.publish(rooms.day(date), 'block-time:day-changed', {
      date,
      blocks: [{ location: 'MOR', time: '07:30 AM - 03:00 PM' }],
    });
    await page.getByRole('note', { name: 'Priya Natarajan time off' }).waitFor();
    const offColour = await page
      .getByRole('note', { name: 'Priya Natarajan time off' })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(offColour).toBe('rgb(229, 222, 176)');
    await column(page, 'James Carter').getByRole('button', { name: 'AM OFFICE hours' }).waitFor();
    await column(page, 'James Carter').getByRole('button', { name: 'PM OFFICE hours' }).waitFor();
    await page.getByText('MOR BLOCK: 07:30 AM - 03:00 PM').waitFor();
    await page.getByRole('columnheader', { name: /James Carter\s*O AM, 1ST/ }).waitFor();
    expect(await noReload(page)).toBe(1);
    await portal.screenshot(page, 'daily-schedule-overlays');
  });

  it('rolls the today view over to the next day at midnight and shows that day', async () => {
    const token = await portal.t.login('staff');
    const surgeon = await portal.t.userId('mchen');
    await portal.t.api(token).post('/api/daily-schedule', {
      purpose: 'Meeting',
      procedure: 'New day huddle',
      event_date: '2031-03-06',
      start_time: '07:00',
      end_time: '07:30',
      surgeon_id: [surgeon],
    });
    portal.t.clock.set('2031-03-05T23:59');
    try {
      const page = await portal.signedIn('physician');
      await page.clock.install(); // the page's timers and Date, to fast-forward; it reads the portal's clock
      await page.goto('/daily-schedule');
      await page.getByText('03/05/2031', { exact: true }).waitFor();
      await page.clock.fastForward('01:30');
      await page.getByText('03/06/2031', { exact: true }).waitFor();
      await column(page, 'Michael Chen')
        .getByRole('button', { name: /New day huddle/ })
        .waitFor();
    } finally {
      portal.t.clock.reset();
    }
  });
});
