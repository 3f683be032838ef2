import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedPageCount } from './support/pdf.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('paper', () => {
  it('prints the month of the call calendar on one page with a legend of initials', async () => {
    const page = await portal.signedIn('staff');
    await page.goto('/montly-schedule');
    const legend = page.getByRole('definition').filter({ hasText: 'James Carter' });
    await legend.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await legend.isVisible()).toBe(true);
    expect(await printedPageCount(page)).toBe(1);
  });
});
