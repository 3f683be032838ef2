import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('record lists on a 390×844 phone', () => {
  it('shows rounds as cards with the diagnosis in view, without sideways scrolling', async () => {
    const page = await portal.signedIn('physician', { at: '/hospital-round', viewport: PHONE });
    const table = page.getByRole('table').first();
    const diagnosis = table.locator('td[data-label="Diagnosis"]').first();
    await diagnosis.waitFor();
    const box = await diagnosis.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'rounds-phone');
  });

  it('shows the operative log as cards too', async () => {
    const page = await portal.signedIn('physician', { at: '/oparative-log', viewport: PHONE });
    const procedure = page.locator('td[data-label="Procedure"]').first();
    await procedure.waitFor();
    const box = await procedure.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await noSidewaysScroll(page)).toBe(true);
    await portal.screenshot(page, 'operative-log-phone');
  });
});

describe('the call calendar on a phone', () => {
  it('is a list of days with today first and every initial unclipped', async () => {
    const page = await portal.signedIn('physician', { at: '/montly-schedule', viewport: PHONE });
    const days = page.locator('.cc-agenda > .cc-agenda-list > li');
    await days.first().waitFor();
    expect(await days.first().getAttribute('aria-current')).toBe('date');
    expect(await noSidewaysScroll(page)).toBe(true);
    const clipped = await page.evaluate(
      () =>
        [...document.querySelectorAll('.cc-agenda dd')].filter(
          (dd) => dd.scrollWidth > dd.clientWidth || dd.getBoundingClientRect().right > window.innerWidth,
        ).length,
    );
    expect(clipped).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'call-calendar-phone');
  });
});
