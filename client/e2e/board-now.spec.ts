import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Milestone } from '../../shared/case-tracking.js';
import { practiceDays, registerBoard } from '../../server/boards/boards.test-support.js';
import { physicianIds, procedureBody } from '../../server/daily-schedule/daily-schedule.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * The wall board shows what is happening now (issue 31, point 8), at 19:22 on a board set to
 * 06:00–19:00: a case at 20:00 is a card, an overrunning case's block reaches the now line, a
 * finished case reads "Done <time>", status text is 20 px at the least, a short late card keeps
 * its title and times, and no card is cut at 1920×1080 or 1280×720.
 */
let portal: Portal;
let staffToken: string;
let url: string;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T19:22' });
  staffToken = await portal.t.login('staff');
  url = new URL((await registerBoard(portal.t, await portal.t.login('admin'))).url, portal.baseUrl).pathname;

  await book('20:00', '20:45', 'Evening trial: laparoscopic appendectomy');
  const overrun = await book('17:00', '18:00', 'Overrun trial: ventral hernia repair');
  await record(overrun, { checked_in: '16:45', in_room: '17:00', procedure_start: '17:10' });
  const finished = await book('15:00', '15:45', 'Finished trial: carpal tunnel release');
  await record(finished, {
    checked_in: '14:40',
    in_room: '15:00',
    procedure_start: '15:05',
    closing: '15:30',
    out_of_room: '15:35',
    in_recovery: '15:40',
    done: '15:50',
  });
  // Beside the overrun's column: a card of its own, 45 minutes tall.
  await book('19:00', '19:45', 'Late trial: excision of a long-standing sebaceous cyst of the scalp', 1);
});
afterAll(() => portal.close());

/** A procedure of today at the hours given, on the first surgeon free then (from the `from`th); answers its id. */
async function book(start: string, end: string, procedure: string, from = 0): Promise<number> {
  for (const surgeon of (await physicianIds(portal.t)).slice(from)) {
    const response = await portal.t.api(staffToken).post(
      '/api/daily-schedule',
      procedureBody(surgeon, {
        event_date: practiceDays(portal.t).today,
        start_time: start,
        end_time: end,
        procedure,
        acknowledge_warnings: true,
      }),
    );
    if (response.status === 201) return response.body.dailySchedule.id as number;
  }
  throw new Error(`no surgeon free ${start}–${end}`);
}

/** Records the milestones given, each at its time of today, in order. */
async function record(eventId: number, steps: Partial<Record<Milestone, string>>) {
  let version = 0;
  for (const [step, time] of Object.entries(steps)) {
    const response = await portal.t
      .api(staffToken)
      .post(`/api/case-tracking/${eventId}/milestones`, { step, version, date: practiceDays(portal.t).today, time });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    version = response.body.version as number;
  }
}

async function openBoard(viewport: { width: number; height: number }): Promise<Page> {
  const page = await portal.newPage(viewport);
  await page.goto(url);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
  await card(page, 'Late trial')
    .getByText(/^Late \d+ min$/)
    .waitFor({ timeout: 5_000 });
  return page;
}

const card = (page: Page, procedure: string) => page.locator('.board-card', { hasText: procedure });

/**
 * Every card whose title or times lie outside its own box (cut by the card), or whose box lies
 * below the board's grid or the window (cut by the board), named by its title. A card sharing
 * its column with another event at the same time (a lane of half the width or less) can be too
 * narrow and short for both its lines: only the board's edge is checked for it.
 */
const cutCards = (page: Page) =>
  page.evaluate(() => {
    const grid = document.querySelector('.board-body')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.board-card')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const title = element.querySelector('.board-card-title')!;
      const parts = [title, element.querySelector('.board-card-times')].filter((part) => part !== null);
      const ownColumn = box.width >= element.parentElement!.getBoundingClientRect().width - 10;
      const cutInside =
        ownColumn &&
        parts.some((part) => {
          const inner = part.getBoundingClientRect();
          return inner.height < 1 || inner.top < box.top - 0.5 || inner.bottom > box.bottom + 0.5;
        });
      const cutByBoard = box.bottom > grid.bottom + 0.5 || box.bottom > window.innerHeight + 0.5;
      return cutInside || cutByBoard ? [`${title.textContent} (${cutInside ? 'inside' : 'by the board'})`] : [];
    });
  });

/** The computed font sizes, in px, of the status words and flags on the board's cards. */
const statusSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.board-card .case-status, .board-card .case-flag')].map((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    ),
  );

describe('the wall board at 19:22', () => {
  it('at 1920×1080 shows the 20:00 case as a card, the overrun up to now and "Done <time>", nothing cut', async () => {
    const board = await openBoard({ width: 1920, height: 1080 });
    const evening = card(board, 'Evening trial');
    expect(await evening.isVisible()).toBe(true);
    expect(await evening.innerText()).toContain('8:00–8:45 PM');

    const nowLine = (await board.getByTestId('now-line').boundingBox())!;
    const overrun = card(board, 'Overrun trial');
    await overrun.getByText(/^Overrun \d+ min$/).waitFor();
    const overrunBox = (await overrun.boundingBox())!;
    // The card's box stops 3 px short of its rows (the gap between stacked cards).
    expect(Math.abs(overrunBox.y + overrunBox.height + 3 - nowLine.y)).toBeLessThanOrEqual(4);

    expect(await card(board, 'Finished trial').locator('.case-status').innerText()).toBe('Done 03:50 PM');

    await board.screenshot({ path: '/tmp/floor-board-1920.png' });
    // A short late card: its title and its times inside it, its Late flag after them, shrunk if it must be.
    const late = card(board, 'Late trial');
    const lateBox = (await late.boundingBox())!;
    const within = async (selector: string) => {
      const box = (await late.locator(selector).first().boundingBox())!;
      return {
        bottom: box.y + box.height <= lateBox.y + lateBox.height + 0.5,
        left: box.x < lateBox.x + lateBox.width,
      };
    };
    expect(await within('.board-card-title')).toEqual({ bottom: true, left: true });
    expect(await within('.board-card-times')).toEqual({ bottom: true, left: true });
    expect(await within('.case-flag.late')).toEqual({ bottom: true, left: true });

    const sizes = await statusSizes(board);
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20);
    expect(await cutCards(board)).toEqual([]);
    expect(await seriousAxeViolations(board)).toEqual([]);
  });

  it('at 1280×720 a short late card keeps its title and times, status text stays 20 px, nothing cut', async () => {
    const board = await openBoard({ width: 1280, height: 720 });
    const late = card(board, 'Late trial');
    expect(await late.locator('.board-card-title').isVisible()).toBe(true);
    expect(await late.locator('.board-card-times').innerText()).toBe('7:00–7:45 PM');
    expect(await card(board, 'Evening trial').isVisible()).toBe(true);
    expect(Math.min(...(await statusSizes(board)))).toBeGreaterThanOrEqual(20);
    await board.screenshot({ path: '/tmp/floor-board-1280.png' });
    expect(await cutCards(board)).toEqual([]);
    expect(await seriousAxeViolations(board)).toEqual([]);
  });

  it("flags a case whose surgeon is on time off today, on that case's card", async () => {
    const sick = await portal.t.api(await portal.t.login('admin')).post('/api/add-vacation-data', {
      surgeon_id: await portal.t.userId('physician'),
      vacation_type: 'Sick.',
      vacation_start_date: practiceDays(portal.t).today,
      vacation_end_date: practiceDays(portal.t).today,
      acknowledge_warnings: true,
    });
    expect(sick.status).toBe(201);
    const board = await openBoard({ width: 1920, height: 1080 });
    const column = board.getByRole('region', { name: 'James Carter column' });
    await column.getByRole('note').filter({ hasText: 'SICK' }).waitFor();
    await column.locator('.board-card', { hasText: 'Evening trial' }).getByText('Off today: Sick').waitFor();
    // Only a case in the column of the surgeon who is off.
    expect(await board.getByText('Off today: Sick').count()).toBe(
      await column.locator('.board-card.surgeon-off').count(),
    );
    expect(await seriousAxeViolations(board)).toEqual([]);
    await board.screenshot({ path: '/tmp/floor-board-time-off.png' });
  });
});
