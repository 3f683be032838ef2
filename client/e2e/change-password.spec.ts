import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { signIn, startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const NEW_PASSWORD = 'quiet-meadow-compass';

describe('changing your own password', () => {
  it.each(['admin', 'ceo', 'staff'])('is one click from the top bar for %s', async (username) => {
    const page = await portal.signedIn(username);
    await page.getByRole('link', { name: 'My password' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    expect(await page.title()).toMatch(/^Change password · /);
    await page.context().close();
  });

  it('fits the phone top bar and form', async () => {
    const page = await portal.signedIn('physician', { viewport: { width: 390, height: 844 } });
    await page.getByRole('link', { name: 'My password' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await portal.screenshot(page, 'change-password-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows each refusal under its field, then changes it and signs out the other window only', async () => {
    const other = await portal.signedIn('physician');
    const page = await portal.signedIn('physician');
    await page.getByRole('link', { name: 'My password' }).click();
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat new password');
    const submit = page.getByRole('button', { name: 'Change Password' });

    await current.fill('not-my-password');
    await next.fill('short');
    await repeat.fill('short');
    await submit.click();
    await page.getByText('The password must be at least 12 characters.').waitFor();
    await next.fill('Password2024!');
    await repeat.fill('Password2024!');
    await submit.click();
    await page.getByText('This password is too common. Please choose another.').waitFor();
    await next.fill('portal-demo2026');
    await repeat.fill('portal-demo2026');
    await submit.click();
    await page
      .getByText(
        /^This password is too easy to guess\. It contains your name, your username, the practice's name or the demo password\./,
      )
      .waitFor();
    await portal.screenshot(page, 'change-password-guessable');
    await next.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await submit.click();
    await page.getByText('The current password is incorrect.').waitFor();
    await portal.screenshot(page, 'change-password-refused');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await current.fill('portal-demo');
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    expect(await current.inputValue()).toBe('');
    await portal.screenshot(page, 'change-password-done');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The other window's session ended: its socket is told and it is sent to the login page.
    await other.waitForURL((url) => url.pathname === '/');
    await other.getByRole('button', { name: 'Login' }).waitFor();
    // This window goes on.
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    const fresh = await portal.newPage();
    await signIn(fresh, 'physician', NEW_PASSWORD);
  });
});
