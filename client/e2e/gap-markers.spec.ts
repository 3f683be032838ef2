import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Issue 31, point 7: today's empty call is a gap wherever it shows (the calendar's marker: its
 * colour, icon and words), the coverage card names the dates with today first, and today's
 * empty call can still be offered to all.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T10:40' });
  const staff = portal.t.api(await portal.t.login('staff'));
  const emptied = await staff.post('/api/calendar-add-data', {
    entries: [
      { date: '2026-10-15', surgeon_2nd: null },
      { date: '2026-10-20', surgeon_1st: null },
    ],
    acknowledge_warnings: true,
  });
  expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

describe("today's empty 2nd call", () => {
  it('is the gap marker on My day, not "nobody"', async () => {
    const page = await portal.signedIn('dreyes', { viewport: PHONE });
    const onCall = page.getByRole('region', { name: 'My day' }).getByRole('list', { name: 'On call today' });
    const gap = onCall.locator('.coverage-gap');
    await gap.getByText('No 2nd call').waitFor();
    expect(await gap.locator('svg').count()).toBe(1);
    expect(await onCall.textContent()).not.toContain('nobody');
    await page.screenshot({ path: '/tmp/truths-gap-my-day.png' });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('is the gap marker on "On call today", and leads the coverage card, which names the dates', async () => {
    const page = await portal.signedIn('staff');
    const onCall = page.getByRole('region', { name: 'On call today' });
    await onCall.locator('.coverage-gap').getByText('No 2nd call').waitFor();
    expect(await onCall.textContent()).not.toContain('nobody');

    const card = page.getByRole('region', { name: 'Call coverage' });
    const lines = card.getByRole('link');
    await lines.first().waitFor();
    expect(await lines.allTextContents()).toEqual([
      'Today, 10/15: No 2nd call',
      'No 1st call on 1 day in October: 10/20',
    ]);
    expect(await lines.first().getAttribute('href')).toBe('/edit-call-calender?date=2026-10-15');
    await page.screenshot({ path: '/tmp/truths-gap-dashboard.png' });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // From today's line, the scheduler offers the empty call to all: the call has begun, not ended.
    await lines.first().click();
    await page.waitForURL('**/edit-call-calender?date=2026-10-15');
    await page.getByRole('button', { name: 'Offer to all: 10/15 2nd' }).click();
    await page
      .getByLabel(/^Pending cover: /)
      .first()
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'already started' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Offer to all: 10/15 2nd' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/truths-gap-offered.png' });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
