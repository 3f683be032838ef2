import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

const TODAY = '2026-10-15';
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ today: TODAY });
});
afterAll(() => portal.close());

const unread = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Messages/ })
    .getByRole('status', { name: 'Unread messages' });

/** Every link and button of the top bar whose box is not wholly inside the window. */
const controlsOutOfView = (page: Page) =>
  page.getByRole('banner').evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent),
  );

describe('the top bar of every signed-in screen', () => {
  it('a physician on the day grid sees the unread count rise when a message arrives', async () => {
    const physician = await portal.signedIn('physician', { at: `/daily-schedule-search-by-date?date=${TODAY}` });
    await unread(physician).waitFor();
    const before = Number(await unread(physician).textContent());

    const staff = portal.t.api(await portal.t.login('staff'));
    const sent = await staff.post('/api/send-message', {
      subject: 'Add-on case',
      message: 'Can you take a 4 pm add-on?',
      recipients: [await portal.t.userId('physician')],
    });
    expect(sent.status).toBe(201);
    await expect.poll(async () => Number(await unread(physician).textContent()), { timeout: 5_000 }).toBe(before + 1);
    expect(physician.url()).toContain('/daily-schedule-search-by-date'); // no navigation, no reload
    await portal.screenshot(physician, 'top-bar-unread-day-grid');
  });

  it('at 390 px every control (Messages and Logout included) is inside the window, on several screens', async () => {
    const phone = await portal.signedIn('physician', { viewport: { width: 390, height: 844 } });
    for (const path of ['/dashboard', `/daily-schedule-search-by-date?date=${TODAY}`, '/hospital-round']) {
      await phone.goto(path);
      await phone.getByRole('banner').getByRole('button', { name: 'Logout' }).waitFor();
      await phone
        .getByRole('banner')
        .getByRole('link', { name: /^Messages/ })
        .waitFor();
      expect(await controlsOutOfView(phone)).toEqual([]);
    }
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await portal.screenshot(phone, 'top-bar-phone');
  });
});
