import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { signIn, startPortal, WITHOUT_SERVICE_WORKER, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-11-30T09:15' });
});
afterAll(() => portal.close());

/**
 * Browser zoom as Chromium applies it: at 200 % a window's CSS viewport is half its size and
 * every CSS pixel is two device pixels, so the page's media queries and layout see e.g. a
 * 1440×900 window as 720×450 at devicePixelRatio 2.
 */
async function zoomed(window: { width: number; height: number }, zoom: number): Promise<Page> {
  const context = await portal.browser.newContext({
    baseURL: portal.baseUrl,
    viewport: { width: Math.round(window.width / zoom), height: Math.round(window.height / zoom) },
    deviceScaleFactor: zoom,
    ...WITHOUT_SERVICE_WORKER,
  });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
  await signIn(page, 'staff');
  return page;
}

/**
 * The selects of the editor whose chosen text or longest option would not show whole: each is
 * measured against a copy of itself at its natural width (its widest option and its arrow) in
 * the same font, and against the cell (or the window) that holds it.
 */
const cutSelects = (page: Page) =>
  page.locator('main select[aria-label]').evaluateAll((selects) =>
    selects
      .filter((select) => select.getBoundingClientRect().width > 0)
      .filter((select) => {
        const copy = select.cloneNode(true) as HTMLSelectElement;
        const style = getComputedStyle(select);
        copy.style.cssText = `position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none;font:${style.font};padding:${style.padding};border:${style.border}`;
        document.body.append(copy);
        const natural = copy.getBoundingClientRect().width;
        copy.remove();
        const box = select.getBoundingClientRect();
        const holder = (select.closest('td') ?? document.documentElement).getBoundingClientRect();
        return box.width + 0.5 < natural || box.right > Math.min(holder.right, window.innerWidth) + 0.5;
      })
      .map((select) => select.getAttribute('aria-label')),
  );

const monthGrid = (page: Page) => page.getByRole('grid', { name: 'Call calendar December 2026' });
const dayEditor = (page: Page) => page.getByRole('region', { name: 'Tuesday 12/01/2026', exact: true });

describe('the call-calendar edit page at 200 % zoom', () => {
  it('never cuts initials: a 1440×900 window at 200 % (720×450 CSS px) edits one day at a time with whole initials', async () => {
    const page = await zoomed({ width: 1440, height: 900 }, 2);
    await page.goto('/edit-call-calender?date=2026-12-01');
    await dayEditor(page).waitFor();
    expect(await monthGrid(page).count()).toBe(0);
    await page.getByLabel('12/01 1st', { exact: true }).selectOption({ label: 'SW' });
    await page.getByText('changed, not saved yet').first().waitFor();
    expect(await cutSelects(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'call-calendar-edit-zoom-200-1440');

    // Zoomed back out far enough (the window as wide as 1920 px at 200 %), the month's grid comes back, the change kept.
    await page.setViewportSize({ width: 960, height: 540 });
    await monthGrid(page).waitFor();
    expect(await page.getByLabel('12/01 1st', { exact: true }).inputValue()).toBe(
      await page.getByLabel('12/01 1st', { exact: true }).locator('option', { hasText: 'SW' }).getAttribute('value'),
    );
    expect(await cutSelects(page)).toEqual([]);
  });

  it('keeps the month grid, initials whole, where it fits: a 1920×1080 window at 200 % and a 1440×900 one at 100 %', async () => {
    for (const [window, zoom, name] of [
      [{ width: 1920, height: 1080 }, 2, 'call-calendar-edit-zoom-200-1920'],
      [{ width: 1440, height: 900 }, 1, 'call-calendar-edit-zoom-100-1440'],
    ] as const) {
      const page = await zoomed(window, zoom);
      await page.goto('/edit-call-calender?date=2026-12-01');
      await monthGrid(page).or(dayEditor(page)).first().waitFor();
      if (zoom === 1) expect(await monthGrid(page).isVisible()).toBe(true);
      expect(await cutSelects(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await portal.screenshot(page, name);
    }
  });
});
