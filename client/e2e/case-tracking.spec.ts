import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceDays, registerBoard } from '../../server/boards/boards.test-support.js';
import { physicianIds, procedureBody } from '../../server/daily-schedule/daily-schedule.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Case tracking where people are (issue 23): a staff member's taps on a phone reach the masked
 * wall board and the day grid live; a case past its start plus the grace shows late on the
 * board; the CEO reads the status without a button to change it.
 */
let portal: Portal;
let staffToken: string;
let surgeons: number[];
let today: string;
beforeAll(async () => {
  portal = await startPortal();
  staffToken = await portal.t.login('staff');
  surgeons = await physicianIds(portal.t);
  today = practiceDays(portal.t).today;
  mkdirSync('/tmp/shots', { recursive: true });
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const patient = {
  patient_first_name: 'Rosalind',
  patient_last_name: 'Featherstonehaugh',
  patient_mrn: 'MRN-8830211',
  case_number: 'CASE-5521',
};

const SURGEON_USERNAMES = ['physician', 'pnatarajan', 'mchen', 'swhitman', 'dreyes'];

/** A staff member adds today's procedure at `start`–`end`, on the first surgeon free then; answers their username. */
async function addTodaysProcedure(procedure: string, start: string, end: string): Promise<string> {
  for (const [index, surgeon] of surgeons.entries()) {
    const response = await portal.t.api(staffToken).post('/api/daily-schedule', {
      ...procedureBody(surgeon, { event_date: today, start_time: start, end_time: end, procedure, ...patient }),
      event_location: 'PHH MOR',
      acknowledge_warnings: true,
    });
    if (response.status === 201) return SURGEON_USERNAMES[index]!;
  }
  throw new Error(`no surgeon free at ${start} for ${procedure}`);
}

/** The masked wall board (the default), in a fresh signed-out browser, with the practice's clock set to `time` today. */
async function openBoard(time: string): Promise<Page> {
  const { url } = await registerBoard(portal.t, await portal.t.login('admin'));
  portal.t.clock.set(`${today}T${time}`);
  const page = await portal.newPage({ width: 1920, height: 1080 });
  await page.goto(new URL(url, portal.baseUrl).pathname);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
  return page;
}

const boardCard = (board: Page, procedure: string) => board.locator('.board-card', { hasText: procedure });
const gridCard = (page: Page, procedure: string) => page.getByRole('button', { name: new RegExp(procedure) });

describe('case progress from a phone to the board and the grid', () => {
  const procedure = 'Laparoscopic appendectomy';
  let board: Page;
  let grid: Page;
  let surgeon: string;

  it('a staff member taps "Checked in" then "In room" on a phone; the masked board and the day grid follow', async () => {
    surgeon = await addTodaysProcedure(procedure, '13:00', '13:45');
    board = await openBoard('11:00');
    await boardCard(board, procedure).waitFor();
    // The demo's own cases may be in a room too (the demo stands where the clock was when seeded).
    const { name: surgeonName } = await portal.t.db
      .selectFrom('users')
      .select('name')
      .where('username', '=', surgeon)
      .executeTakeFirstOrThrow();
    const inRoomHere = board
      .getByRole('region', { name: 'In room now' })
      .getByRole('listitem')
      .filter({ hasText: 'PHH MOR' })
      .filter({ hasText: `${surgeonName} · In room` });
    const inRoomBefore = await inRoomHere.count();
    grid = await portal.signedIn('physician');
    await grid.goto('/daily-schedule');
    await gridCard(grid, procedure).waitFor();

    const phone = await portal.signedIn('staff', { at: '/daily-schedule', viewport: PHONE });
    await gridCard(phone, procedure).click();
    const dialog = phone.getByRole('dialog', { name: 'Edit Event' });
    const progress = dialog.getByRole('region', { name: 'Case progress' });
    await progress.getByRole('button', { name: 'Next: Checked in', exact: true }).click();
    await progress.getByRole('status').filter({ hasText: 'Case status: Checked in' }).waitFor();
    await progress.getByRole('button', { name: 'Next: In room', exact: true }).click();
    await progress.getByRole('status').filter({ hasText: 'Case status: In room' }).waitFor();
    await progress.getByRole('button', { name: 'Next: Procedure start', exact: true }).waitFor();
    const recorded = await progress.getByRole('list', { name: 'Milestones recorded' }).textContent();
    expect(recorded).toContain('Checked in');
    expect(recorded).toContain('In room');

    await boardCard(board, procedure).getByText('In room', { exact: true }).waitFor({ timeout: 5_000 });
    await expect.poll(() => inRoomHere.count(), { timeout: 10_000 }).toBe(inRoomBefore + 1);
    await grid.getByRole('button', { name: new RegExp(`${procedure}.*Status: In room`) }).waitFor({ timeout: 5_000 });

    await gridCard(grid, procedure).scrollIntoViewIfNeeded();
    await grid.screenshot({ path: '/tmp/shots/client-grid.png' });
    // The masked board shows the status, never the patient: not in its text, not in the strip.
    const boardText = await board.evaluate(() => document.body.innerText);
    for (const secret of [patient.patient_last_name, patient.patient_mrn, patient.case_number]) {
      expect(boardText).not.toContain(secret);
    }
    expect(await seriousAxeViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.screenshot({ path: '/tmp/shots/client-phone.png' });
  });

  it("the case's surgeon takes the next step from My day on a phone", async () => {
    const phone = await portal.signedIn(surgeon, { viewport: PHONE });
    const myDay = phone.getByRole('region', { name: 'My day' });
    const progress = myDay.getByRole('region', { name: new RegExp(`${procedure}: progress`) });
    await progress.locator('.case-progress-now').getByText('In room', { exact: true }).waitFor();
    // My day is one request: its cases come with their progress, nothing is read per case.
    const reads: string[] = [];
    phone.on('request', (request) => request.method() === 'GET' && reads.push(new URL(request.url()).pathname));
    await phone.reload();
    await progress.locator('.case-progress-now').getByText('In room', { exact: true }).waitFor();
    expect(reads.filter((path) => path === '/api/me/day')).toHaveLength(1);
    expect(reads.filter((path) => path.startsWith('/api/case-tracking/'))).toEqual([]);
    await progress.getByRole('button', { name: 'Next: Procedure start', exact: true }).click();
    await progress.getByRole('status').filter({ hasText: 'Case status: Procedure start' }).waitFor();
    await boardCard(board, procedure).getByText('Procedure start', { exact: true }).waitFor({ timeout: 5_000 });

    // Undo's confirmation names the step it takes back, when and by whom (issue 31); Cancel keeps it.
    const { name: surgeonName } = await portal.t.db
      .selectFrom('users')
      .select('name')
      .where('username', '=', surgeon)
      .executeTakeFirstOrThrow();
    const since = (await progress.locator('.case-progress-who').textContent())!.match(/\d\d:\d\d [AP]M/)![0];
    await progress.getByRole('button', { name: 'Undo last step' }).click();
    const undo = phone.getByRole('dialog', { name: 'Undo last step?' });
    await undo.getByText(`Undo "Procedure start" (recorded ${since} by ${surgeonName})?`, { exact: true }).waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await undo.getByRole('button', { name: 'Cancel' }).click();
    await undo.waitFor({ state: 'detached' });
    await progress.locator('.case-progress-now').getByText('Procedure start', { exact: true }).waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await progress.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: '/tmp/shots/client-my-day-phone.png' });
  });

  it('a case not in the room past its start plus the grace shows late on the board', async () => {
    const late = 'Open inguinal hernia repair';
    await addTodaysProcedure(late, '10:00', '10:45');
    // The practice's clock reads 11:00 (set when the board opened): an hour past the start, far past the grace.
    await boardCard(board, late)
      .getByText(/^Late \d+ min$/)
      .waitFor({ timeout: 5_000 });
    // 60 min when the board opened at 11:00; the clock has run on for as long as the tests since took.
    const lateFor = Number(
      (await boardCard(board, late)
        .getByText(/^Late \d+ min$/)
        .textContent())!.split(' ')[1],
    );
    expect(lateFor).toBeGreaterThanOrEqual(60);
    expect(lateFor).toBeLessThan(70);
    expect(await boardCard(board, procedure).getByText(/^Late/).count()).toBe(0);
    expect(await seriousAxeViolations(board)).toEqual([]);
    await board.screenshot({ path: '/tmp/shots/client-board.png' });
  });

  it("marks a case delayed by keyboard (Other needs details) and shows the server's words for a time out of order", async () => {
    const staff = await portal.signedIn('staff', { at: '/daily-schedule', viewport: PHONE });
    await gridCard(staff, 'Open inguinal hernia repair').click();
    const progress = staff.getByRole('dialog', { name: 'Edit Event' }).getByRole('region', { name: 'Case progress' });
    await progress.getByRole('button', { name: 'Mark delayed' }).focus();
    await staff.keyboard.press('Enter');
    const delay = staff.getByRole('dialog', { name: 'Mark delayed' });
    await delay.getByLabel('Reason').selectOption('Other');
    await delay.getByRole('button', { name: 'Mark delayed' }).click();
    await delay.getByText('The note field is required when the reason is Other.').waitFor();
    await delay.getByLabel(/^Details/).fill('Interpreter on the way');
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Tab');
    await staff.keyboard.press('Enter');
    await delay.waitFor({ state: 'detached' });
    await progress.getByText('Delayed: Other (Interpreter on the way)').waitFor();
    await boardCard(board, 'Open inguinal hernia repair')
      .getByText('Delayed', { exact: true })
      .waitFor({ timeout: 5_000 });
    expect(await board.evaluate(() => document.body.innerText)).not.toContain('Interpreter');
    // With only a delay recorded, Undo's confirmation names the delay.
    await progress.getByRole('button', { name: 'Undo last step' }).click();
    const undo = staff.getByRole('dialog', { name: 'Undo last step?' });
    await undo.getByText(/^Undo the delay \("Other", marked \d\d:\d\d [AP]M\)\?$/).waitFor();
    await undo.getByRole('button', { name: 'Cancel' }).click();
    await undo.waitFor({ state: 'detached' });

    // The first case's Procedure start put before its In room: the server refuses, in its own words.
    await staff.keyboard.press('Escape');
    await gridCard(staff, procedure).click();
    const first = staff.getByRole('dialog', { name: 'Edit Event' }).getByRole('region', { name: 'Case progress' });
    await first.getByRole('button', { name: 'Correct a time' }).click();
    const correct = staff.getByRole('dialog', { name: 'Correct a time' });
    await correct.getByLabel('Milestone').selectOption('procedure_start');
    await correct.getByLabel('Correct time').fill('00:00');
    await correct.getByLabel('Reason for the correction').fill('Typed the wrong hour');
    await correct.getByRole('button', { name: 'Save correction' }).click();
    await correct.getByText(/^The time may not be before In room/).waitFor();
    expect(await seriousAxeViolations(staff)).toEqual([]);
  });

  it('the CEO sees the status but no button to change it', async () => {
    const ceo = await portal.signedIn('ceo', { at: '/daily-schedule', viewport: PHONE });
    await gridCard(ceo, procedure).click();
    const progress = ceo.getByRole('dialog', { name: 'Event Details' }).getByRole('region', { name: 'Case progress' });
    await progress.locator('.case-progress-now').getByText('Procedure start', { exact: true }).waitFor();
    expect(await progress.getByRole('button').count()).toBe(0);
    await ceo.screenshot({ path: '/tmp/shots/client-ceo-phone.png' });
    expect(await seriousAxeViolations(ceo)).toEqual([]);
  });
});
