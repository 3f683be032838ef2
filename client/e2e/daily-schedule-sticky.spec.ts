import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './support/portal.js';

/** What the wall board brought to the people's daily schedule page (board.spec.ts has the board). */
let portal: Portal;
beforeAll(async () => {
  // A working morning: today's now line is inside the grid.
  portal = await startPortal({ now: '2026-10-14T10:00' });
});
afterAll(() => portal.close());

describe("the people's daily schedule page gains what the board has", () => {
  it("keeps the surgeon headers in view while the grid scrolls, and draws a now line on today's grid", async () => {
    const page = await portal.signedIn('staff', { at: '/daily-schedule', viewport: { width: 1440, height: 900 } });
    const header = page.getByRole('columnheader').filter({ hasText: 'James Carter' });
    await header.waitFor();
    await page.locator('.now-line').first().waitFor();
    const area = page.locator('.schedule-print .h-scroll-area');
    await area.evaluate((element) => element.scrollBy(0, 900));
    await page.waitForFunction(() => document.querySelector('.schedule-print .h-scroll-area')!.scrollTop > 0);
    const [areaBox, headerBox] = [await area.boundingBox(), await header.boundingBox()];
    expect(headerBox!.y).toBeGreaterThanOrEqual(areaBox!.y - 1);
    expect(headerBox!.y).toBeLessThan(areaBox!.y + 10);
    await portal.screenshot(page, 'daily-schedule-sticky-now');
  });
});
