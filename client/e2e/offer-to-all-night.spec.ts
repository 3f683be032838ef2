// The practice (the test portal's zone follows this process's) is in New York.
process.env.TZ = 'America/New_York';

import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Issue 31, point 11: at 2 AM yesterday's night call is still running, so its empty slot can still
 * be offered to all (the server allows it until 07:00); and the "→ all?" marks and the "Offer to
 * all" and swap buttons are readable (13 px) and a finger's target (24 × 24 px) on a phone.
 */
const TODAY = '2026-11-18';
const YESTERDAY = '2026-11-17';
const TOMORROW = '2026-11-19';
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: `${TODAY}T02:00` });
  const staff = portal.t.api(await portal.t.login('staff'));
  const emptied = await staff.post('/api/calendar-add-data', {
    entries: [
      { date: YESTERDAY, surgeon_2nd: null },
      { date: TODAY, surgeon_1st: null },
      { date: TOMORROW, surgeon_1st: null },
    ],
    acknowledge_warnings: true,
  });
  expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const md = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** The element's computed font size and its box, in CSS pixels. */
const sizeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { font: parseFloat(getComputedStyle(element).fontSize), width: box.width, height: box.height };
  });

describe('an empty call offered to all in the night', () => {
  it("yesterday's empty 2nd call can still be offered at 2 AM, as the server allows until 07:00", async () => {
    const page = await portal.signedIn('staff', { at: `/edit-call-calender?date=${YESTERDAY}` });
    const offer = page.getByRole('button', { name: 'Offer to all: 11/17 2nd' });
    await offer.waitFor();
    await portal.screenshot(page, 'offer-to-all-night-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await offer.click();
    const pending = page.getByLabel('Pending cover: → all?');
    await pending.first().waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /has ended|already started/ })
        .count(),
    ).toBe(0);
    expect(await offer.count()).toBe(0);
    // The server took it: an open cover offer of yesterday's 2nd call, until 07:00 today.
    const open = await portal.t.db
      .selectFrom('call_requests')
      .select(['kind', 'date', 'slot', 'state'])
      .where('date', '=', YESTERDAY)
      .where('kind', '=', 'cover')
      .execute();
    expect(open).toEqual([{ kind: 'cover', date: YESTERDAY, slot: 'surgeon_2nd', state: 'proposed' }]);
    await portal.screenshot(page, 'offer-to-all-night-offered-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('"Offer to all" and "→ all?" are 13 px, the buttons at least 24 × 24 px, on desktop and phone', async () => {
    for (const [viewport, size, date] of [
      [{ width: 1440, height: 900 }, 'desktop', TODAY],
      [PHONE, 'phone', TOMORROW],
    ] as const) {
      const page = await portal.signedIn('staff', { at: `/edit-call-calender?date=${date}`, viewport });
      // A phone edits one day at a time, today first: tomorrow is a tap away.
      if (size === 'phone') await page.getByRole('button', { name: 'Next day ›' }).click();
      const offer = page.getByRole('button', { name: `Offer to all: ${md(date)} 1st` });
      await offer.waitFor();
      const button = await sizeOf(offer);
      expect(button.font).toBeGreaterThanOrEqual(13);
      expect(button.width).toBeGreaterThanOrEqual(24);
      expect(button.height).toBeGreaterThanOrEqual(24);
      await portal.screenshot(page, `offer-to-all-size-${size}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (date === TODAY) {
        await offer.click();
        await page.getByLabel('Pending cover: → all?').filter({ visible: true }).first().waitFor();
      }

      // The offered colleagues' month view: today's "→ all?" mark, and their own calls' swap button.
      const physician = await portal.signedIn('physician', { at: `/montly-schedule?date=${TODAY}`, viewport });
      const mark = physician.getByLabel('Pending cover: → all?').filter({ visible: true }).first();
      await mark.waitFor();
      expect((await sizeOf(mark)).font).toBeGreaterThanOrEqual(13);
      const swap = physician
        .getByRole('button', { name: /^Swap or give away / })
        .filter({ visible: true })
        .first();
      await swap.waitFor();
      const trade = await sizeOf(swap);
      expect(trade.font).toBeGreaterThanOrEqual(13);
      expect(trade.width).toBeGreaterThanOrEqual(24);
      expect(trade.height).toBeGreaterThanOrEqual(24);
      await portal.screenshot(physician, `all-mark-size-${size}`);
      expect(await seriousAxeViolations(physician)).toEqual([]);
      await page.context().close();
      await physician.context().close();
    }
  });
});

describe('one of my calls traded in the night', () => {
  it("today's call can still be swapped or given away at 2 AM (it starts at 07:00); yesterday's cannot", async () => {
    const { t } = portal;
    const physicianId = await t.userId('physician');
    const staff = t.api(await t.login('staff'));
    const held = await staff.post('/api/calendar-add-data', {
      entries: [
        { date: YESTERDAY, surgeon_1st: physicianId, surgeon_2nd: null },
        { date: TODAY, surgeon_2nd: physicianId },
      ],
      acknowledge_warnings: true,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);

    const page = await portal.signedIn('physician', { at: `/montly-schedule?date=${TODAY}` });
    await page.getByRole('button', { name: `Swap or give away ${md(TODAY)} 2nd` }).waitFor();
    expect(await page.getByRole('button', { name: `Swap or give away ${md(YESTERDAY)} 1st` }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
