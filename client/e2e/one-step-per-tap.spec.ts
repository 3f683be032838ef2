import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBoard } from '../../server/boards/boards.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { bookTodaysProcedure } from './support/book-today.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * A milestone button records one step per deliberate tap (issue 31, point 3): a double tap on
 * "Next: Checked in" on a phone records Checked in only, the panel says "Recorded: Checked in ·
 * Undo", and the family board never shows the patient "In surgery".
 */
let portal: Portal;
let staffToken: string;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T10:40' });
  staffToken = await portal.t.login('staff');
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

/** The family board, keeping every stage the case's row has shown (a MutationObserver in the page). */
async function openFamilyBoard(code: string): Promise<{ page: Page; stages: () => Promise<string[]> }> {
  const { url } = await registerBoard(portal.t, await portal.t.login('admin'), 'Waiting room', 'family');
  const page = await portal.newPage({ width: 1920, height: 1080 });
  await page.goto(new URL(url, portal.baseUrl).pathname);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
  const row = page.getByRole('row', { name: new RegExp(code) });
  await row.getByText('Scheduled', { exact: true }).waitFor();
  await page.evaluate((caseCode) => {
    const seen: string[] = [];
    (window as unknown as { seenStages: string[] }).seenStages = seen;
    const look = () => {
      const found = [...document.querySelectorAll('tr')].find((tr) => tr.textContent?.includes(caseCode));
      const text = found?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, code);
  return { page, stages: () => page.evaluate(() => (window as unknown as { seenStages: string[] }).seenStages) };
}

async function progressOf(eventId: number) {
  return (await portal.t.api(staffToken).get(`/api/case-tracking/${eventId}`)).body as {
    step: string | null;
    version: number;
    milestones: { step: string }[];
  };
}

describe('one step per deliberate tap', () => {
  it('a second tap as soon as "Checked in" shows records nothing: one step, and the family board never shows "In surgery"', async () => {
    const eventId = await bookTodaysProcedure(portal, staffToken, {
      procedure: 'Double-tap trial: pilonidal sinus excision',
      acknowledge_warnings: true,
    });
    const { case_code: code } = (await progressOf(eventId)) as unknown as { case_code: string };
    const family = await openFamilyBoard(code);

    const phone = await portal.signedIn('staff', { at: '/daily-schedule', viewport: PHONE });
    await phone.getByRole('button', { name: /Double-tap trial/ }).click();
    const progress = phone.getByRole('dialog', { name: 'Edit Event' }).getByRole('region', { name: 'Case progress' });
    const checkIn = progress.getByRole('button', { name: 'Next: Checked in', exact: true });
    await expect.poll(() => checkIn.isEnabled(), { timeout: 5_000 }).toBe(true);
    await checkIn.scrollIntoViewIfNeeded();
    const box = (await checkIn.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // A double tap: the second tap lands on the button as soon as the first one's answer
    // is painted (the button names the step after): 120 ms after it on a quick server, later on
    // this busy machine, never in time to be read. Timing it by the answer, not by the clock,
    // makes it the tap that recorded a second step before, however long the first answer took.
    await phone.mouse.click(x, y);
    await phone.waitForFunction(() => document.querySelector('button.case-next')?.textContent === 'Next: In room');
    await phone.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    // The status line above it grew ("since … · who"): the finger follows the button.
    const moved = (await progress.locator('button.case-next').boundingBox())!;
    await phone.mouse.click(moved.x + moved.width / 2, moved.y + moved.height / 2);

    // The button comes back armed once the recorded step has been on screen a moment; by then
    // any second tap would have been sent, and the case still holds one step.
    const next = progress.locator('button.case-next');
    await expect.poll(() => next.isEnabled(), { timeout: 5_000 }).toBe(true);
    expect(await progressOf(eventId)).toMatchObject({
      step: 'checked_in',
      version: 1,
      milestones: [{ step: 'checked_in' }],
    });
    expect(await next.textContent()).toBe('Next: In room');
    await progress.getByText('Recorded: Checked in').waitFor();

    const row = family.page.getByRole('row', { name: new RegExp(code) });
    await row.getByText('Checked in', { exact: true }).waitFor({ timeout: 5_000 });
    const stages = await family.stages();
    expect(stages.some((text) => text.includes('In surgery'))).toBe(false);
    expect(stages.some((text) => text.includes('Checked in'))).toBe(true);

    expect(await seriousAxeViolations(phone)).toEqual([]);
    await portal.screenshot(phone, 'milestone-recorded-phone');
  });

  it('"Undo" beside "Recorded: …" takes that step back; a later deliberate tap records it again', async () => {
    const eventId = await bookTodaysProcedure(portal, staffToken, {
      procedure: 'Undo trial: sebaceous cyst excision',
      acknowledge_warnings: true,
    });
    const phone = await portal.signedIn('staff', { at: '/daily-schedule', viewport: PHONE });
    await phone.getByRole('button', { name: /Undo trial/ }).click();
    const progress = phone.getByRole('dialog', { name: 'Edit Event' }).getByRole('region', { name: 'Case progress' });
    const checkIn = progress.getByRole('button', { name: 'Next: Checked in', exact: true });
    await checkIn.click();
    const recorded = progress.getByText('Recorded: Checked in');
    await recorded.waitFor();
    const mine = await progressOf(eventId);
    expect(mine).toMatchObject({ step: 'checked_in', version: 1 });

    await progress.getByRole('button', { name: 'Undo Checked in' }).click();
    await recorded.waitFor({ state: 'detached' });
    expect(await progressOf(eventId)).toMatchObject({ step: null, version: 2, milestones: [] });

    await checkIn.click();
    await recorded.waitFor();
    expect(await progressOf(eventId)).toMatchObject({ step: 'checked_in', version: 3 });
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });
});
