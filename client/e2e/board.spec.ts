import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { buildApp } from '../../server/app.js';
import { practiceDays } from '../../server/boards/boards.test-support.js';
import { physicianIds, procedureBody } from '../../server/daily-schedule/daily-schedule.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * The OR wall board: registered by an administrator, opened by its url with no sign-in, masked
 * by the server, live without end, and turned off from the administration page.
 */
let portal: Portal;
let staffToken: string;
let surgeons: number[];
beforeAll(async () => {
  // A working morning, with its now line inside every board window. People's idle limit of one
  // minute: the board must not be bound by it.
  portal = await startPortal({ now: '2026-10-14T10:00', config: { sessionIdleMs: 60_000 } });
  staffToken = await portal.t.login('staff');
  surgeons = await physicianIds(portal.t);
});
afterAll(() => portal.close());

let hour = 9;
/** A staff member adds a procedure for today, for the patient given, on a free surgeon and hour. */
async function addTodaysProcedure(procedure: string, patient: Record<string, string>) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String(hour).padStart(2, '0')}:45`;
    const surgeon = surgeons[attempt % surgeons.length]!;
    const response = await portal.t.api(staffToken).post(
      '/api/daily-schedule',
      procedureBody(surgeon, {
        event_date: practiceDays(portal.t).today,
        start_time: start,
        end_time: end,
        procedure,
        ...patient,
      }),
    );
    if (response.status === 201) return;
    if (attempt % surgeons.length === surgeons.length - 1) hour = hour >= 17 ? 9 : hour + 1;
  }
  throw new Error('no free slot for the procedure');
}

/** A fresh, signed-out browser on the board's url, keeping every websocket frame it receives and sends. */
async function openBoard(
  url: string,
  viewport = { width: 1920, height: 1080 },
  before?: (page: Page) => Promise<void>,
) {
  const page = await portal.newPage(viewport);
  const frames: string[] = [];
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push(String(payload)));
    socket.on('framesent', ({ payload }) => sent.push(String(payload)));
  });
  await before?.(page);
  await page.goto(url);
  await page.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
  return { page, frames, sent };
}

async function registerBoardInUi(admin: Page, name: string): Promise<string> {
  await admin.getByLabel('New board name').fill(name);
  await admin.getByRole('button', { name: 'Register board' }).click();
  const address = await admin.getByLabel('New board address').inputValue();
  await admin.getByRole('button', { name: 'Done' }).click();
  return new URL(address).pathname;
}

const patient = {
  patient_first_name: 'Evangeline',
  patient_last_name: 'Throckmorton',
  patient_mrn: 'MRN-4417093',
  case_number: 'CASE-7731',
};

/** Cards and hour rows of the board that the window cuts (any part below or right of it). */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.board-card, .board-hour')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > window.innerHeight + 0.5 || box.right > window.innerWidth + 0.5;
      })
      .map((element) => element.innerText.split('\n')[0]),
  );

describe('the wall board', () => {
  let admin: Page;
  let url: string;
  let board: Awaited<ReturnType<typeof openBoard>>;

  it('an administrator registers a board and a fresh browser opens it with no sign-in', async () => {
    admin = await portal.signedIn('admin');
    await admin.goto('/administration');
    url = await registerBoardInUi(admin, 'OR corridor');
    expect(url).toMatch(/^\/board\/[A-Za-z0-9_-]{43}$/);
    await admin.getByRole('listitem', { name: 'Board OR corridor' }).waitFor();
    expect(JSON.stringify(await seriousAxeViolations(admin))).toBe('[]');

    board = await openBoard(url);
    await board.page.getByRole('heading', { name: /^Today · / }).waitFor();
    await admin
      .getByRole('listitem', { name: 'Board OR corridor' })
      .getByText('Online', { exact: true })
      .waitFor({ timeout: 5_000 });
    await portal.screenshot(admin, 'administration-boards');
    expect(JSON.stringify(await seriousAxeViolations(board.page))).toBe('[]');
  });

  it('shows a new procedure live, with initials only: the full last name and MRN are in no page text and no frame', async () => {
    await addTodaysProcedure('Robotic sigmoid colectomy', patient);
    // Outside the board's 06:00–19:00 window: counted, not drawn.
    const late = await portal.t.api(staffToken).post(
      '/api/daily-schedule',
      procedureBody(surgeons[0]!, {
        event_date: practiceDays(portal.t).today,
        start_time: '22:00',
        end_time: '23:00',
        procedure: 'Late trauma washout',
        ...patient,
      }),
    );
    expect(late.status).toBe(201);
    await board.page.getByText('Robotic sigmoid colectomy').waitFor({ timeout: 1_000 });
    await board.page
      .getByText(/· Pt ET ·/)
      .first()
      .waitFor();
    const text = await board.page.evaluate(() => document.body.innerText);
    const frames = board.frames.join('\n');
    expect(frames).toContain('Robotic sigmoid colectomy');
    await board.page.getByText('+1 later').first().waitFor({ timeout: 5_000 });
    expect(text).not.toContain('Late trauma washout');
    for (const secret of Object.values(patient)) {
      expect(text).not.toContain(secret);
      expect(frames).not.toContain(secret);
    }
  });

  it('shows a meeting and an office block masked: titled by their purpose, their text in no page text and no frame', async () => {
    const today = practiceDays(portal.t).today;
    const secrets = {
      meeting: 'Family conference for Evangeline',
      meetingNote: 'Throckmorton daughter joins',
      office: 'Review Philippa Gravesend scans',
      officeNote: 'Gravesend results',
    };
    const save = (body: Record<string, unknown>) =>
      portal.t.api(staffToken).post('/api/daily-schedule', {
        ...procedureBody(surgeons[1]!, { event_date: today }),
        acknowledge_warnings: true,
        ...body,
      });
    const meeting = await save({
      purpose: 'Meeting',
      start_time: '07:00',
      end_time: '07:45',
      procedure: secrets.meeting,
      event_note: secrets.meetingNote,
    });
    expect(meeting.status).toBe(201);
    const office = await save({
      purpose: 'Office',
      start_time: '06:00',
      end_time: '06:45',
      procedure: secrets.office,
      event_note: secrets.officeNote,
    });
    expect(office.status).toBe(201);
    await board.page.getByText('Meeting', { exact: true }).first().waitFor({ timeout: 5_000 });
    const text = await board.page.evaluate(() => document.body.innerText);
    const frames = board.frames.join('\n');
    for (const secret of Object.values(secrets)) {
      expect(text).not.toContain(secret);
      expect(frames).not.toContain(secret);
    }
    await portal.screenshot(board.page, 'board-masked-meeting');
  });

  it("reads its day again when told it missed events (a node had lost Redis), as people's screens do", async () => {
    const today = practiceDays(portal.t).today;
    const joins = () => board.sent.filter((frame) => frame.includes(`"room:join","board-day:${today}"`)).length;
    const before = joins();
    for (const variant of ['masked', 'named'] as const) {
      const room = rooms.boardDayVariant(today, variant);
      portal.t.app.io.to(room).emit('room:resync', {}, { room });
    }
    await expect.poll(joins, { timeout: 5_000 }).toBeGreaterThan(before);
    await board.page.getByText('Robotic sigmoid colectomy').waitFor();
  });

  it('a whole day fits the screen at 1920×1080 with a now line and the call and block strip; screenshots at two sizes', async () => {
    // Today's calls and office halves as this test needs them, whatever the demo gave the day.
    const [first, second, office] = surgeons;
    const calls = await portal.t.api(staffToken).post('/api/calendar-add-data', {
      entries: [
        {
          date: practiceDays(portal.t).today,
          surgeon_1st: first,
          surgeon_2nd: second,
          surgeon_o_am: office,
          surgeon_o_pm: office,
        },
      ],
      acknowledge_warnings: true,
    });
    expect(calls.status, JSON.stringify(calls.body)).toBe(200);
    await board.page.locator('.board-card').filter({ hasText: 'AM OFFICE' }).first().waitFor();
    const sizes = await board.page.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      client: document.documentElement.clientHeight,
    }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    expect(await cutOff(board.page)).toEqual([]);
    // An office half shows its own hours: the AM office ends by noon.
    const amOffice = board.page.locator('.board-card').filter({ hasText: 'AM OFFICE' }).first();
    expect(await amOffice.innerText()).toMatch(/–(\d?\d:\d\d AM|12:00 PM)/);
    await board.page.getByRole('list', { name: 'Call' }).getByText('1st').waitFor();
    await portal.screenshot(board.page, 'board-1920x1080');
    const small = await openBoard(url, { width: 1280, height: 720 });
    const smallSizes = await small.page.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      client: document.documentElement.clientHeight,
    }));
    expect(smallSizes.scroll).toBeLessThanOrEqual(smallSizes.client);
    expect(await cutOff(small.page)).toEqual([]);
    await portal.screenshot(small.page, 'board-1280x720');
    await small.page.context().close();
  });

  it('allowing names on that board shows them live', async () => {
    await admin
      .getByRole('listitem', { name: 'Board OR corridor' })
      .getByLabel(/Show patient names/)
      .check();
    await board.page.getByText(/Evangeline Throckmorton/).waitFor({ timeout: 5_000 });
    await admin
      .getByRole('listitem', { name: 'Board OR corridor' })
      .getByLabel(/Show patient names/)
      .uncheck();
    await board.page
      .getByText(/· Pt ET ·/)
      .first()
      .waitFor({ timeout: 5_000 });
    expect(await board.page.evaluate(() => document.body.innerText)).not.toContain('Throckmorton');
  });

  it('shows time off by its type and an office closure, live', async () => {
    const adminToken = await portal.t.login('admin');
    const today = practiceDays(portal.t).today;
    const sick = await portal.t.api(adminToken).post('/api/add-vacation-data', {
      surgeon_id: await portal.t.userId('physician'),
      vacation_type: 'Sick.',
      vacation_start_date: today,
      vacation_end_date: today,
      acknowledge_warnings: true,
    });
    expect(sick.status).toBe(201);
    await board.page
      .getByRole('region', { name: 'James Carter column' })
      .getByRole('note')
      .filter({ hasText: 'SICK' })
      .waitFor({ timeout: 5_000 });
    const closed = await portal.t
      .api(adminToken)
      .post('/api/add-ofice-close-data', { note: 'Close', effective_date_start: today, acknowledge_warnings: true });
    expect(closed.status).toBeLessThan(300);
    await board.page.getByText('Office closed').waitFor({ timeout: 5_000 });
    await portal.screenshot(board.page, 'board-time-off-closed');
  });

  it('left alone for two minutes (past the one-minute idle limit of people), a board still shows a new event live', async () => {
    const idle = await openBoard(url, { width: 1920, height: 1080 }, (page) => page.clock.install());
    // Sessions and boards' last sight are real durations, read on the real clock.
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await portal.t.db.updateTable('boards').set({ last_seen_at: twoMinutesAgo }).execute();
    await idle.page.clock.fastForward('02:00');
    // A person idle that long is refused; the board is not.
    const staffSession = await portal.t.login('physician');
    await portal.t.db
      .updateTable('sessions')
      .set({ last_seen_at: twoMinutesAgo })
      .where('user_id', '=', await portal.t.userId('physician'))
      .execute();
    expect((await portal.t.api(staffSession).get('/api/messages')).status).toBe(401);
    staffToken = await portal.t.login('staff');
    await addTodaysProcedure('Idle board hernia repair', {
      patient_first_name: 'Ottoline',
      patient_last_name: 'Quennell',
      patient_mrn: 'MRN-5550001',
    });
    await idle.page.getByText('Idle board hernia repair').waitFor({ timeout: 10_000 });
    expect(
      await idle.page.evaluate(
        async (path) =>
          (await fetch('/api/board', { headers: { Authorization: `Bearer ${path.split('/').pop()}` } })).status,
        url,
      ),
    ).toBe(200);
    await idle.page.context().close();
  });

  it('rotates between today and tomorrow when an administrator sets a rotation', async () => {
    const rotating = await openBoard(url, { width: 1280, height: 720 }, (page) => page.clock.install());
    const row = admin.getByRole('listitem', { name: 'Board OR corridor' });
    await row.getByLabel(/Rotate today\/tomorrow/).fill('15');
    await row.getByRole('button', { name: 'Save' }).click();
    await row
      .getByLabel(/Rotate today\/tomorrow/)
      .and(admin.locator('[value="15"]'))
      .waitFor();
    await expect
      .poll(() =>
        rotating.frames.some(
          (frame) => frame.includes('board:settings-changed') && frame.includes('"rotation_seconds":15'),
        ),
      )
      .toBe(true);
    await rotating.page.clock.fastForward('00:16');
    await rotating.page.getByRole('heading', { name: /^Tomorrow · / }).waitFor({ timeout: 5_000 });
    await rotating.page.clock.fastForward('00:16');
    await rotating.page.getByRole('heading', { name: /^Today · / }).waitFor({ timeout: 5_000 });
    await row.getByLabel(/Rotate today\/tomorrow/).fill('0');
    await row.getByRole('button', { name: 'Save' }).click();
    await rotating.page.context().close();
  });

  it('turning the board off sends it to its "turned off" screen', async () => {
    const row = admin.getByRole('listitem', { name: 'Board OR corridor' });
    await row.getByRole('button', { name: 'Turn off' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
    await board.page.getByRole('heading', { name: 'This board has been turned off' }).waitFor({ timeout: 5_000 });
    await row.waitFor({ state: 'detached' });
    await portal.screenshot(board.page, 'board-turned-off');
    const again = await portal.newPage();
    await again.goto(url);
    await again.getByRole('heading', { name: 'This board has been turned off' }).waitFor();
  });

  it('survives a server restart: offline state meanwhile, live again with what changed', async () => {
    await admin.reload();
    url = await registerBoardInUi(admin, 'Restart check');
    const restart = await openBoard(url);
    const { port } = portal.t.app.server.address() as AddressInfo;
    const config = portal.t.app.config;
    await portal.t.app.close();
    await restart.page
      .getByText(/^Offline since \d\d:\d\d [AP]M — data may be out of date$/)
      .waitFor({ timeout: 15_000 });
    await portal.screenshot(restart.page, 'board-offline');
    const second = await buildApp({ config, db: portal.t.db, clock: portal.t.clock });
    try {
      await second.listen({ port, host: '127.0.0.1' });
      await restart.page.getByText('Live', { exact: true }).waitFor({ timeout: 20_000 });
      const token = (
        await second.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'staff', password: 'portal-demo' },
        })
      ).json().token as string;
      const body = procedureBody(surgeons[4]!, {
        event_date: practiceDays(portal.t).today,
        start_time: '18:00',
        end_time: '18:45',
        procedure: 'After restart appendectomy',
      });
      const created = await second.inject({
        method: 'POST',
        url: '/api/daily-schedule',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(created.statusCode).toBe(201);
      await restart.page.getByText('After restart appendectomy').waitFor({ timeout: 5_000 });
    } finally {
      await second.close();
    }
  });
});
