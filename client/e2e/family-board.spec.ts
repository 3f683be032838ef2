import { mkdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceDays } from '../../server/boards/boards.test-support.js';
import { FamilyCard } from '../case-tracking/family-card';
import { seriousAxeViolations } from './support/axe.js';
import { bookTodaysProcedure } from './support/book-today.js';
import { screenshotPage } from './support/screenshot.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * The family waiting-room board: registered as a family board, opened by its url, it follows a
 * case by its code alone. No patient detail reaches the page: not its text, not any HTTP answer
 * it received, not any websocket frame (read through the browser's own network log).
 */
let portal: Portal;
let staffToken: string;
beforeAll(async () => {
  portal = await startPortal();
  staffToken = await portal.t.login('staff');
});
afterAll(() => portal.close());

const SECRETS = {
  patient_first_name: 'Quentin',
  patient_last_name: 'Zabriskie-Holloway',
  patient_mrn: 'MRN-5538120',
  case_number: 'CASE-60417',
  procedure: 'Laparoscopic sleeve gastrectomy',
  event_note: 'Daughter Philippa waits by the fountain',
};
const SECRET_TEXTS = Object.values(SECRETS);
/** The patient's initials as a masked wall board would carry them. */
const INITIALS_IN_DATA = ['"QZ"', 'Q.Z.'];
const INITIALS_IN_TEXT = /\bQ\.?\s?Z\.?(?![A-Z0-9-])/;

/** Sets the case's next milestones through the API as the staff member. */
async function advance(eventId: number, steps: string[]): Promise<void> {
  let version = (await portal.t.api(staffToken).get(`/api/case-tracking/${eventId}`)).body.version as number;
  for (const step of steps) {
    const response = await portal.t.api(staffToken).post(`/api/case-tracking/${eventId}/milestones`, { step, version });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    version = response.body.version;
  }
}

/**
 * A fresh, signed-out browser on the board's url. Every websocket frame (through the DevTools
 * protocol, listening before the page loads) and every HTTP answer's body is kept.
 */
async function openFamilyBoard(url: string, viewport = { width: 1920, height: 1080 }) {
  const page = await portal.newPage(viewport);
  const frames: string[] = [];
  const bodies: Promise<string>[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketFrameReceived', ({ response }) => frames.push(response.payloadData));
  page.on('response', (response) => bodies.push(response.text().catch(() => '')));
  await page.goto(url);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
  return { page, frames, bodies };
}

async function registerFamilyBoardInUi(admin: Page, name: string): Promise<string> {
  await admin.getByLabel('New board name').fill(name);
  await admin.getByLabel('Kind').selectOption('family');
  await admin.getByRole('button', { name: 'Register board' }).click();
  const address = await admin.getByLabel('New board address').inputValue();
  await admin.getByRole('button', { name: 'Done' }).click();
  return new URL(address).pathname;
}

describe('the family waiting-room board', () => {
  let boardUrl: string;

  it('follows a case by its code to "In surgery"; no patient detail is in its text, answers or frames', async () => {
    const admin = await portal.signedIn('admin', { at: '/administration' });
    const url = await registerFamilyBoardInUi(admin, 'Waiting room');
    const listed = admin.getByRole('listitem', { name: 'Board Waiting room' });
    await listed.getByText('Family waiting room (case codes only)').waitFor();
    expect(await listed.getByText('Show patient names').count()).toBe(0);

    const eventId = await bookTodaysProcedure(portal, staffToken, SECRETS);
    const code = (await portal.t.api(staffToken).get(`/api/case-tracking/${eventId}`)).body.case_code as string;
    const board = await openFamilyBoard(url);
    const row = board.page.getByRole('row', { name: new RegExp(code) });
    await row.getByText('Scheduled', { exact: true }).waitFor();

    await advance(eventId, ['checked_in', 'in_room']);
    await row.getByText('In surgery', { exact: true }).waitFor({ timeout: 5_000 });
    expect(await row.getByRole('rowheader').innerText()).toBe(code);

    mkdirSync('/tmp/shots', { recursive: true });
    await board.page.screenshot({ path: '/tmp/shots/family-board.png' });
    await screenshotPage(admin, '/tmp/shots/family-admin.png');
    expect(JSON.stringify(await seriousAxeViolations(board.page))).toBe('[]');
    expect(JSON.stringify(await seriousAxeViolations(admin))).toBe('[]');

    const text = await board.page.evaluate(() => document.body.innerText);
    const answers = await Promise.all(board.bodies);
    expect(board.frames.some((frame) => frame.includes('family:case-changed') && frame.includes(code))).toBe(true);
    for (const [where, content] of [
      ['page text', text],
      ['HTTP answers', answers.join('\n')],
      ['websocket frames', board.frames.join('\n')],
    ] as const) {
      for (const secret of [...SECRET_TEXTS, ...INITIALS_IN_DATA])
        expect(content, `${where}: ${secret}`).not.toContain(secret);
    }
    expect(text).not.toMatch(INITIALS_IN_TEXT);
    boardUrl = url;
  });

  it('on a screen too small for every case, shows whole rows page by page', async () => {
    // More of today's cases than a 420 px screen holds, whatever day the test runs on.
    for (let n = 0; n < 12; n += 1)
      await bookTodaysProcedure(portal, staffToken, { procedure: `Knee arthroscopy ${n + 1}` });
    const { page } = await openFamilyBoard(boardUrl, { width: 1024, height: 420 });
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('tbody tr')].filter(
        (row) => row.getBoundingClientRect().bottom > window.innerHeight,
      ),
    );
    expect(cut).toHaveLength(0);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shots/family-board-small.png' });
  });

  it("the family's card prints alone: the practice, the code large, what to do with it", async () => {
    const card = renderToStaticMarkup(
      createElement(FamilyCard, { caseCode: 'XK7-M4P', surgeon: 'James Carter', date: practiceDays(portal.t).today }),
    );
    const css = ['client/app/styles.css', 'client/case-tracking/family-card.css', 'client/ui/print-button.css']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const page = await portal.newPage({ width: 800, height: 500 });
    await page.setContent(
      `<html lang="en"><head><title>Card</title><style>${css}</style></head><body><main><h1>Event details</h1>${card}</main></body></html>`,
    );
    await page.screenshot({ path: '/tmp/shots/family-card.png' });
    expect(JSON.stringify(await seriousAxeViolations(page))).toBe('[]');
    await page.evaluate(() => {
      document.body.classList.add('print-selective');
      document.querySelector('.family-card')!.classList.add('printing');
    });
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'Event details' }).isVisible()).toBe(false);
    expect(await page.getByText('XK7-M4P').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print family card' }).isVisible()).toBe(false);
    await page.screenshot({ path: '/tmp/shots/family-card-print.png' });
  });
});
