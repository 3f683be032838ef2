import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const focusedInside = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Opens the dialog from its button with the keyboard, tabs around it, closes it with Escape. */
async function checkDialog(page: Page, opener: string, title: string) {
  const button = page.getByRole('button', { name: opener, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(await focusedInside(page)).toBe(true);
  expect(await seriousAxeViolations(page, [], '[role="dialog"]')).toEqual([]);
  const count = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])')
    .count();
  for (let i = 0; i < count + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusedInside(page)).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await focusedName(page)).toBe(opener);
}

describe('dialogs hold the keyboard focus and give it back', () => {
  it('Add New User (administration)', async () => {
    const page = await portal.signedIn('admin', { at: '/administration' });
    await checkDialog(page, 'Add New User', 'Add New User');
  });

  it('Add New Event and Surgeon Order (daily schedule)', async () => {
    const page = await portal.signedIn('admin', { at: '/daily-schedule' });
    await checkDialog(page, 'Add New Event', 'Add New Event');
    await checkDialog(page, 'Surgeon Order', 'Surgeon Column Order');
  });

  it('the Call Counter pop-up (monthly call calendar)', async () => {
    const page = await portal.signedIn('staff', { at: '/montly-schedule' });
    await checkDialog(page, 'Call Counter', 'Call Counter');
  });
});

describe('moving around with the keyboard', () => {
  it('offers a skip link first, which lands in the main content, and titles each screen', async () => {
    const page = await portal.signedIn('staff');
    await page.getByRole('link', { name: 'Daily Schedule' }).waitFor();
    expect(await page.title()).toBe('Dashboard · Parkside Surgical Associates');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.goto('/montly-schedule');
    await page.getByRole('button', { name: 'Call Counter' }).waitFor();
    expect(await page.title()).toBe('Monthly call calendar · Parkside Surgical Associates');
  });
});
