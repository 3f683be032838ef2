import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatMonthDay } from '../../shared/dates.js';
import { rooms } from '../../shared/realtime/rooms.js';
import { entriesAfter, lastAuditId } from '../../server/audit/audit.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

describe('"My day" on the dashboard', () => {
  it("shows a physician's calls on a phone and follows a scheduler's change live", async () => {
    const page = await portal.signedIn('dreyes', { viewport: PHONE });
    const card = page.getByRole('region', { name: 'My day' });
    await card.getByRole('heading', { name: /^Tomorrow/ }).waitFor();
    expect(await card.getByRole('heading', { name: /^Today/ }).textContent()).toContain(
      formatMonthDay(portal.t.clock.today()),
    );

    const staff = await portal.t.login('staff');
    const reyes = await portal.t.userId('dreyes');
    const tomorrow = addDays(portal.t.clock.today(), 1);
    const saved = await portal.t.api(staff).post('/api/calendar-add-data', {
      entries: [{ date: tomorrow, surgeon_1st: null, surgeon_2nd: reyes }],
      acknowledge_warnings: true,
    });
    expect(saved.status).toBe(200);
    const tomorrowPart = card.locator('.my-day-part').nth(1);
    await expect.poll(() => tomorrowPart.textContent(), { timeout: 5_000 }).toContain('On call: 2nd');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const topBar = await page.locator('header.top-bar').boundingBox();
    expect(topBar!.height).toBeLessThanOrEqual(64);
    await portal.screenshot(page, 'my-day-phone');
  });

  it('offers everyone a tap to message who is on call', async () => {
    const page = await portal.signedIn('staff', { viewport: PHONE });
    const onCall = page.getByRole('region', { name: 'On call today' });
    const link = onCall.getByRole('link', { name: /^Message / }).first();
    await link.waitFor();
    const name = (await link.getAttribute('aria-label'))!.replace('Message ', '');
    await link.click();
    await page.waitForURL('**/send-message?to=*');
    await expect.poll(() => page.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
  });

  it("adds no look at the day's schedule to the audit trail for staff on the dashboard", async () => {
    const since = await lastAuditId(portal.t);
    const staffId = await portal.t.userId('staff');
    const page = await portal.signedIn('staff');
    await page
      .getByRole('region', { name: 'On call today' })
      .getByRole('link', { name: /^Message / })
      .first()
      .waitFor();
    // My day follows today's and tomorrow's day rooms: wait until this browser's socket is in both.
    const inRoom = async (room: string) =>
      (await portal.t.app.io.in(room).fetchSockets()).some((socket) => socket.data.user?.id === staffId);
    await expect
      .poll(
        async () =>
          (await inRoom(rooms.day(portal.t.clock.today()))) &&
          (await inRoom(rooms.day(addDays(portal.t.clock.today(), 1)))),
      )
      .toBe(true);
    const looks = (await entriesAfter(portal.t, since)).filter(
      (entry) => entry.actor_user_id === staffId && ['view', 'view-own'].includes(entry.action),
    );
    expect(looks).toEqual([]);
  });
});
