import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Saves the whole page at `path` without Playwright's `fullPage`: Chromium takes that by shrinking
 * the viewport to 1×1 for a moment, which flips width media queries (the call calendar's phone
 * layout) and so remounts what they switch, closing an open dialog or "Removed … Undo" notice
 * before the test's next click. Here the viewport grows to the page's height instead (its width
 * never changes) and then goes back.
 */
export async function screenshotPage(page: Page, path: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const grow = viewport !== null && height > viewport.height;
  if (grow) await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path });
  } finally {
    if (grow) await page.setViewportSize(viewport);
  }
}
