import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * A physician marks their own days for suggest-fill (issue 33). On Saturday 05/10/2031 June is
 * the month the page opens on, open until 05/20/2031 (CALL_PREFERENCES_DEADLINE_DAY 20); May has
 * begun, so it is read only.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2031-05-10T09:00' });
});
afterAll(() => portal.close());

describe('my call preferences', () => {
  it('marks two days of next month (one by keyboard), saves, and finds them after a reload', async () => {
    const page = await portal.signedIn('physician');
    await page.getByRole('link', { name: 'My call preferences' }).click();
    await page.getByRole('heading', { name: 'June 2031' }).waitFor();
    await page.getByText('Open until 05/20/2031').waitFor();

    await page.getByRole('group', { name: 'Tuesday 06/03/2031' }).getByLabel('Unavailable').check();
    // A day is one radio group: an arrow key moves its choice from Available to Prefer not.
    const saturday = page.getByRole('group', { name: 'Saturday 06/14/2031' });
    await saturday.getByLabel('Available', { exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await saturday.getByLabel('Prefer not').isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Your marks for June 2031 are saved.' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'call-preferences');

    await page.reload();
    await page.getByRole('heading', { name: 'June 2031' }).waitFor();
    const tuesday = page.getByRole('group', { name: 'Tuesday 06/03/2031' });
    await tuesday.waitFor();
    expect(await tuesday.getByLabel('Unavailable').isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Saturday 06/14/2031' }).getByLabel('Prefer not').isChecked()).toBe(
      true,
    );
    expect(
      await page
        .getByRole('group', { name: 'Wednesday 06/04/2031' })
        .getByLabel('Available', { exact: true })
        .isChecked(),
    ).toBe(true);

    const token = await portal.t.login('physician');
    expect((await portal.t.api(token).get('/api/call-preferences?month=2031-06')).body.days).toEqual([
      { date: '2031-06-03', kind: 'unavailable' },
      { date: '2031-06-14', kind: 'prefer_not' },
    ]);
  });

  it('shows a month that has begun as closed and read only, without Save', async () => {
    const page = await portal.signedIn('mchen');
    await page.goto('/call-preferences');
    await page.getByRole('heading', { name: 'June 2031' }).waitFor();
    await page.getByRole('button', { name: /May 2031/ }).click();
    await page.getByText('Closed on 04/20/2031: read only').waitFor();
    expect(await page.getByRole('group', { name: 'Friday 05/02/2031' }).getByLabel('Unavailable').isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('is not offered to a scheduler: no link, and the page is refused', async () => {
    const page = await portal.signedIn('staff');
    expect(await page.getByRole('link', { name: 'My call preferences' }).count()).toBe(0);
    await page.goto('/call-preferences');
    await page.waitForURL((url) => !url.pathname.startsWith('/call-preferences'));
  });
});
