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
    const page = await portal.signedIn('mchen', { at: '/call-preferences' });
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

  it("lets an administrator set a physician's call share, with its hint, and shows none for staff", async () => {
    const page = await portal.signedIn('admin', { at: '/administration' });
    await page.getByRole('button', { name: 'Edit Michael Chen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    const share = dialog.getByRole('spinbutton', { name: 'Call share (%)' });
    expect(await share.inputValue()).toBe('100');
    await dialog.getByText('100 = full share of calls; 50 = half; 0 = no calls').waitFor();
    expect(await share.getAttribute('aria-describedby')).toBeTruthy();
    expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
    await portal.screenshot(page, 'call-share-field');

    await share.fill('101');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('The call share may not be more than 100 %.').waitFor();
    await share.fill('50');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const admin = await portal.t.login('admin');
    const id = await portal.t.userId('mchen');
    expect((await portal.t.api(admin).get(`/api/users/${id}`)).body.user.call_share).toBe(50);

    await page.getByRole('button', { name: 'Add New User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    expect(await add.getByRole('spinbutton', { name: 'Call share (%)' }).count()).toBe(0);
    await add.getByLabel('Role').selectOption({ label: 'Surgeon' });
    expect(await add.getByRole('spinbutton', { name: 'Call share (%)' }).inputValue()).toBe('100');
  });
});
