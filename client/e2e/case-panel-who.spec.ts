import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTime12 } from '../../shared/dates.js';
import { seriousAxeViolations } from './support/axe.js';
import { bookTodaysProcedure } from './support/book-today.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * The case panel says whose case it is (issue 31, point 4): patient, MRN, procedure, room and
 * time at its top, on screen with the "Next" button; on a phone a case opens as that case view,
 * the edit form one tap away.
 */
let portal: Portal;
let staffToken: string;
let eventId: number;
let scheduled: string;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T10:40' });
  staffToken = await portal.t.login('staff');
  eventId = await bookTodaysProcedure(portal, staffToken, {
    procedure: 'Whose-case trial: open inguinal hernia repair',
    patient_first_name: 'Marguerite',
    patient_last_name: 'Okonkwo-Hale',
    patient_mrn: 'MRN-6602917',
    event_location: 'PHH HOSC',
    acknowledge_warnings: true,
  });
  const saved = (await portal.t.api(staffToken).get(`/api/daily-schedule/${eventId}`)).body.dailySchedule as {
    start_time: string;
    end_time: string;
  };
  scheduled = `${formatTime12(saved.start_time)}–${formatTime12(saved.end_time)}`;
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };

async function openCase(page: Page): Promise<Locator> {
  await page.goto('/daily-schedule');
  await page.getByRole('button', { name: /Whose-case trial/ }).click();
  return page.getByRole('dialog', { name: 'Edit Event' });
}

async function expectWhoAndWhere(who: Locator) {
  await who.waitFor();
  const text = await who.innerText();
  for (const fact of [
    'Marguerite Okonkwo-Hale',
    'MRN-6602917',
    'Whose-case trial: open inguinal hernia repair',
    'PHH HOSC',
    scheduled,
  ]) {
    expect(text).toContain(fact);
  }
}

/** Whether the element is wholly inside the window as it is (nothing scrolled to reach it). */
const inViewport = async (page: Page, element: Locator) => {
  const box = (await element.boundingBox())!;
  const { height, width } = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width;
};

describe('the case panel starts with whose case it is', () => {
  it('on a phone a case opens as its case view: who and where and "Next" on one screen, the form behind "Edit details"', async () => {
    const phone = await portal.signedIn('staff', { viewport: PHONE });
    const dialog = await openCase(phone);
    const who = dialog.getByRole('region', { name: 'Whose case' });
    await expectWhoAndWhere(who);
    const next = dialog
      .getByRole('region', { name: 'Case progress' })
      .getByRole('button', { name: 'Next: Checked in' });
    await next.waitFor();
    expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await inViewport(phone, who)).toBe(true);
    expect(await inViewport(phone, next)).toBe(true);
    // The edit form is not what opens.
    expect(await dialog.getByLabel('Patient MRN').count()).toBe(0);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: '/tmp/floor-case-phone.png' });

    await dialog.getByRole('button', { name: 'Edit details' }).click();
    await dialog.getByLabel('Patient MRN').waitFor();
    expect(await dialog.getByLabel('Patient MRN').inputValue()).toBe('MRN-6602917');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: '/tmp/floor-case-phone-edit.png' });
  });

  it('on a desktop the who-and-where header is the top of the panel, above the progress and the form', async () => {
    const desktop = await portal.signedIn('staff');
    const dialog = await openCase(desktop);
    const who = dialog.getByRole('region', { name: 'Whose case' });
    await expectWhoAndWhere(who);
    const progress = dialog.getByRole('region', { name: 'Case progress' });
    await dialog.getByLabel('Patient MRN').waitFor();
    const [whoBox, progressBox, formBox, titleBox] = await Promise.all([
      who.boundingBox(),
      progress.boundingBox(),
      dialog.locator('form').boundingBox(),
      dialog.getByRole('heading', { name: 'Edit Event' }).boundingBox(),
    ]);
    // Straight under the dialog's title: nothing between them.
    expect(whoBox!.y - (titleBox!.y + titleBox!.height)).toBeLessThan(24);
    expect(whoBox!.y + whoBox!.height).toBeLessThanOrEqual(progressBox!.y);
    expect(progressBox!.y).toBeLessThan(formBox!.y);
    expect(await inViewport(desktop, progress.getByRole('button', { name: 'Next: Checked in' }))).toBe(true);
    expect(await seriousAxeViolations(desktop)).toEqual([]);
    await desktop.screenshot({ path: '/tmp/floor-case-desktop.png' });
  });

  it('Escape in a dialog opened from the case panel closes that dialog only, then the panel', async () => {
    const desktop = await portal.signedIn('staff');
    const dialog = await openCase(desktop);
    await dialog.getByRole('button', { name: 'Mark delayed' }).click();
    const reason = desktop.getByRole('dialog', { name: 'Mark delayed' });
    await reason.waitFor();
    await desktop.keyboard.press('Escape');
    await reason.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await desktop.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
