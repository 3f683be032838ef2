import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const badge = (page: Page) =>
  page.getByRole('link', { name: /^Messages/ }).getByRole('status', { name: 'Unread messages' });
const badgeCount = async (page: Page) => Number(await badge(page).textContent());
const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

async function waitForBadge(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => document.querySelector('[aria-label="Unread messages"]')?.textContent === String(expected),
    count,
    { timeout: 5_000 },
  );
}

async function sendAs(page: Page, to: string, subject: string, body: string) {
  await page.goto('/send-message');
  await page
    .getByRole('group', { name: /Staff members|Physicians/ })
    .first()
    .waitFor();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('checkbox', { name: to, exact: true }).check();
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/messages');
}

describe('messages, live', () => {
  it("counts the physician's dashboard badge up when staff sends, and down when the physician opens it elsewhere", async () => {
    const dashboard = await portal.signedIn('physician');
    await badge(dashboard).waitFor();
    const before = await badgeCount(dashboard);
    expect(before).toBeGreaterThan(0);

    const staff = await portal.signedIn('staff');
    await sendAs(staff, 'James Carter', 'Post-op check', 'Room 412 asks for you after 3 pm.');
    await portal.screenshot(staff, 'messages-sent-tab');
    expect(await staff.getByRole('tab', { name: 'Sent' }).getAttribute('aria-selected')).toBe('true');
    await staff.getByRole('list', { name: 'Sent' }).getByText('Post-op check').waitFor();

    await waitForBadge(dashboard, before + 1);
    expect(await navigations(dashboard)).toBe(1);
    await portal.screenshot(dashboard, 'messages-dashboard-badge');

    const phone = await portal.signedIn('physician');
    await phone.getByRole('link', { name: /^Messages/ }).click();
    const inbox = phone.getByRole('list', { name: 'Inbox' });
    await inbox.getByRole('button', { name: /Post-op check/ }).click();
    await phone.waitForURL('**/recivedbox/*');
    await phone.getByRole('heading', { name: 'Post-op check' }).waitFor();
    await phone.getByText('Room 412 asks for you after 3 pm.').waitFor();
    await portal.screenshot(phone, 'messages-received');

    await waitForBadge(dashboard, before);
    expect(await navigations(dashboard)).toBe(1);
  });

  it("puts a new message at the top of the recipient's open inbox and counts the Inbox tab up", async () => {
    const inboxPage = await portal.signedIn('pnatarajan', { at: '/messages' });
    const inbox = inboxPage.getByRole('list', { name: 'Inbox' });
    const tabBadge = inboxPage.getByRole('tab', { name: /Inbox/ }).getByRole('status', { name: 'Unread messages' });
    await inbox.waitFor();
    const before = Number((await tabBadge.count()) ? await tabBadge.textContent() : 0);
    const staff = await portal.signedIn('staff');
    await sendAs(staff, 'Priya Natarajan', 'Clinic moved', 'Tuesday clinic moves to room 2.');
    await inbox.getByRole('listitem').first().getByText('Clinic moved').waitFor({ timeout: 5_000 });
    await inboxPage.waitForFunction(
      (expected) => document.querySelector('[role=tab] .badge')?.textContent === String(expected),
      before + 1,
    );
    expect(await navigations(inboxPage)).toBe(1);
    await portal.screenshot(inboxPage, 'messages-inbox-live');
  });

  it("shows a message sent in one tab in the same user's other tab's Sent box", async () => {
    const other = await portal.signedIn('kbrooks');
    await other.goto('/messages', {});
    await other.getByRole('tab', { name: 'Sent' }).click();
    const sender = await portal.signedIn('kbrooks');
    await sendAs(sender, 'Maria Lopez', 'From my other tab', 'Hello.');
    await other.getByRole('list', { name: 'Sent' }).getByText('From my other tab').waitFor({ timeout: 5_000 });
    expect(await navigations(other)).toBe(1);
  });
});

describe('sending and replying', () => {
  it('ticks a whole group with its box, and everyone with Send to All', async () => {
    const page = await portal.signedIn('staff', { at: '/send-message' });
    const physicians = page.getByRole('group', { name: 'Physicians' });
    await physicians.getByRole('checkbox').first().waitFor();
    await page.getByRole('checkbox', { name: 'Physician', exact: true }).check();
    for (const box of await physicians.getByRole('checkbox').all()) expect(await box.isChecked()).toBe(true);
    expect(await physicians.getByText('Thomas Bell').count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Send to All' }).check();
    for (const box of await page.getByRole('group', { name: 'Staff members' }).getByRole('checkbox').all()) {
      expect(await box.isChecked()).toBe(true);
    }
    await portal.screenshot(page, 'messages-send-form');
  });

  it("shows the server's field errors and stays on the form", async () => {
    const page = await portal.signedIn('staff', { at: '/send-message' });
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('The subject field is required.').waitFor();
    await page.getByText('Choose at least one recipient.').waitFor();
    await page.getByText('The message field is required.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/send-message');
  });

  it('replies from a received message: read-only subject and recipient, then the reply is in Sent; text stays text', async () => {
    const staff = await portal.signedIn('staff');
    await sendAs(staff, 'Michael Chen', 'Markup <b>check</b>', '<img src=x onerror="window.hacked=1">Plain text');
    const physician = await portal.signedIn('mchen', { at: '/messages' });
    await physician
      .getByRole('list', { name: 'Inbox' })
      .getByRole('button', { name: /Markup <b>check<\/b>/ })
      .click();
    await physician.getByText('<img src=x onerror="window.hacked=1">Plain text').waitFor();
    expect(await physician.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await physician.getByRole('link', { name: 'Reply' }).click();
    await physician.waitForURL('**/message-reply/*/*');
    // The Reply button is enabled once the original message has loaded.
    await physician.locator('button:enabled', { hasText: 'Reply' }).waitFor();
    await expect(physician.getByLabel('Subject').inputValue()).resolves.toBe('Markup <b>check</b>');
    await expect(physician.getByLabel('Recipient').inputValue()).resolves.toBe('Maria Lopez');
    expect(await physician.getByLabel('Subject').getAttribute('readonly')).not.toBeNull();
    await physician.getByLabel('Your reply').fill('Looks fine.');
    await portal.screenshot(physician, 'messages-reply');
    await physician.getByRole('button', { name: 'Reply' }).click();
    await physician.waitForURL('**/messages');
    await physician.getByRole('list', { name: 'Sent' }).getByText('Re: Markup <b>check</b>').waitFor();
    await physician
      .getByRole('list', { name: 'Sent' })
      .getByRole('button', { name: /Re: Markup/ })
      .click();
    await physician.getByText('Sent', { exact: true }).waitFor();
    await portal.screenshot(physician, 'messages-sentbox');
  });

  it('shows "Failed to fetch message." for a message that is not yours', async () => {
    const page = await portal.signedIn('ceo', { at: '/recivedbox/99999' });
    await page.getByText('Failed to fetch message.').waitFor();
    await page.goto('/message-reply/99999/1');
    await page.getByText('Failed to fetch original message.').waitFor();
  });
});
