import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBoard } from '../../server/boards/boards.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Practice holidays are marked wherever a day is shown (issue 31, point 9): the month view, the
 * edit page, the day grid, My day and the wall board; no office session is asked of them. On
 * Thanksgiving, Thursday 11/26/2026, a holiday of the demo practice.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-11-26T09:00' });
});
afterAll(() => portal.close());

/** The mark (a star and the name), found by its look: in the month grid it sits inside a day's button. */
const holidayMark = (page: Page, name: string) =>
  page.locator('.holiday-mark', { hasText: new RegExp(`(Holiday: )?${name}$`) });

describe('a practice holiday', () => {
  it('is marked on the month view and the edit page, and a new one appears live', async () => {
    const viewer = await portal.signedIn('physician', { at: '/montly-schedule?date=2026-11-01' });
    await holidayMark(viewer, 'Thanksgiving').waitFor();
    expect(await seriousAxeViolations(viewer)).toEqual([]);
    await portal.screenshot(viewer, 'holiday-month-view');

    const editor = await portal.signedIn('staff', { at: '/edit-call-calender?date=2026-11-26' });
    await holidayMark(editor, 'Thanksgiving').waitFor();

    // An administrator adds the Friday after: both pages mark it without a reload.
    const admin = await portal.t.login('admin');
    const added = await portal.t
      .api(admin)
      .post('/api/holidays', { date: '2026-11-27', name: 'Day after Thanksgiving' });
    expect(added.status).toBe(201);
    await holidayMark(viewer, 'Day after Thanksgiving').waitFor();
    await holidayMark(editor, 'Day after Thanksgiving').waitFor();
    expect(await seriousAxeViolations(editor)).toEqual([]);
  });

  it('is marked on the day grid, My day and the wall board', async () => {
    const page = await portal.signedIn('physician');
    await page
      .getByRole('region', { name: 'My day' })
      .getByRole('note', { name: 'Practice holiday: Thanksgiving' })
      .waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/daily-schedule-search-by-date?date=2026-11-26');
    await holidayMark(page, 'Thanksgiving').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const { token } = await registerBoard(portal.t, await portal.t.login('admin'), 'Holiday corridor');
    const board = await portal.newPage({ width: 1920, height: 1080 });
    await board.goto(`/board/${token}`);
    await holidayMark(board, 'Thanksgiving').waitFor();
    expect(await seriousAxeViolations(board)).toEqual([]);
    await portal.screenshot(board, 'holiday-board');
  });
});
