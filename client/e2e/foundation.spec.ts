import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, signIn, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('signing in and the shell', () => {
  it('shows the first-visit loader once per session, then the dashboard', async () => {
    const page = await portal.newPage();
    // Each document notes whether the loader ever appeared in it: it shows for one second, which a
    // busy machine may spend before the test looks.
    await page.addInitScript(() => {
      const seen = () => document.querySelector('[role="status"][aria-label="Loading"]') !== null;
      new MutationObserver(() => {
        if (seen()) Object.assign(window, { sawLoader: true });
      }).observe(document, { childList: true, subtree: true });
    });
    const sawLoader = () => page.evaluate(() => 'sawLoader' in window);
    await signIn(page, 'staff');
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    expect(await sawLoader()).toBe(true);
    await page.reload();
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    expect(await sawLoader()).toBe(false);
  });

  it('shows the server error under the username field and stays on the login page', async () => {
    const page = await portal.newPage();
    await page.goto('/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('These credentials do not match our records.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each(['admin', 'ceo', 'physician', 'staff'])(
    'signs in as %s to a dashboard with its top bar',
    async (username) => {
      const page = await portal.signedIn(username);
      await page.getByRole('link', { name: 'Messages' }).waitFor();
      for (const name of ['Hospital Rounds', 'Operative Log', 'Daily Schedule']) {
        expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
      }
      expect(await page.getByRole('link', { name: /^Monthly Call Calender \d{4}$/ }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Hospital rounds by date' }).getByRole('link').count()).toBe(7);
      expect(await page.getByRole('navigation', { name: 'Daily schedule by date' }).getByRole('link').count()).toBe(15);
      expect(await page.getByRole('list', { name: 'Months' }).getByRole('listitem').count()).toBe(12);
      expect(await page.getByRole('link', { name: 'Administration' }).count()).toBe(username === 'admin' ? 1 : 0);
      if (username === 'admin') await portal.screenshot(page, 'dashboard-admin');
      await page.context().close();
    },
  );

  it('sends a non-administrator who types /administration to the dashboard', async () => {
    const page = await portal.signedIn('physician', { at: '/administration' });
    await page.waitForURL('**/dashboard');
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await portal.signedIn('staff', { at: '/no-such-page' });
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-out visitor of a protected page to the login page', async () => {
    const page = await portal.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('logs out by itself after an hour without mouse movement or key press', async () => {
    const page = await portal.newPage();
    await page.clock.install();
    await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
    await signIn(page, 'physician');
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    await page.clock.fastForward('59:00');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.clock.fastForward('01:01');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('logs out: the stored session is gone and the token no longer works', async () => {
    const page = await portal.signedIn('ceo');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await portal.t.api(token!).get('/api/current-user')).status).toBe(401);
  });
});

describe('administration, live', () => {
  it("shows one administrator's new user in another administrator's open list without reload", async () => {
    const watcher = await portal.signedIn('admin', { at: '/administration' });
    await watcher.getByRole('list', { name: 'Users' }).getByText('James Carter').waitFor();

    const editor = await portal.signedIn('admin', { at: '/administration' });
    await editor.getByRole('button', { name: 'Add New User' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Name', { exact: true }).fill('Helen Park');
    await dialog.getByLabel('Initial').fill('HP');
    await dialog.getByLabel('Email').fill('hpark@example.org');
    await dialog.getByLabel('Username').fill('hpark');
    await dialog.getByLabel('Password').fill('harbour-lantern-orchid');
    await dialog.getByLabel('Role').selectOption('3');
    await portal.screenshot(editor, 'administration-add-user');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.waitFor({ state: 'detached' });

    await watcher.getByRole('list', { name: 'Users' }).getByText('Helen Park').waitFor({ timeout: 5_000 });
    expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await portal.screenshot(watcher, 'administration-live');
  });

  it('shows the server field errors in the add form', async () => {
    const page = await portal.signedIn('admin', { at: '/administration' });
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByText('The name field is required.').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Second Admin');
    await dialog.getByLabel('Initial').fill('SA');
    await dialog.getByLabel('Email').fill('second-admin@example.org');
    await dialog.getByLabel('Username').fill('admin');
    await dialog.getByLabel('Password').fill('quartz lantern orbit 47 meadow');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByText('The username has already been taken.').waitFor();
    expect(await dialog.getByText('The name field is required.').count()).toBe(0);
  });

  it("sends a deactivated user's open browser to the login page", async () => {
    const victim = await portal.signedIn('dreyes');
    const admin = await portal.signedIn('admin', { at: '/administration' });
    await admin.getByRole('button', { name: 'Edit David Reyes' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Status').selectOption('0');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await victim.getByRole('button', { name: 'Login' }).waitFor({ timeout: 5_000 });
  });

  it("sends an idle session's open browser to the login page, with no request to notice it", async () => {
    const page = await portal.signedIn('mchen', { at: '/hospital-round' });
    await page
      .getByRole('heading', { name: /Hospital Rounds/i })
      .first()
      .waitFor();
    // Two hours without use, as the server sees it (the idle limit is one).
    await portal.t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .where('user_id', '=', await portal.t.userId('mchen'))
      .where('revoked_at', 'is', null)
      .execute();
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 15_000 });
  });
});
