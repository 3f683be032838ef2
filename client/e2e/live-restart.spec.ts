import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { screenshotPage } from './support/screenshot.js';
import { signIn, WITHOUT_SERVICE_WORKER } from './support/portal.js';

/**
 * The real server process, stopped the way deploys stop it (SIGTERM) and started again on the
 * same port and database, while two browsers keep a day grid and the rounds list open.
 */
const DAY = '2031-03-05';
const dir = mkdtempSync(join(tmpdir(), 'portal-restart-'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let port: number;
let server: ChildProcess | undefined;
let browser: Browser;

async function startServer(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: join(dir, 'portal.sqlite'),
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'r'.repeat(40),
  };
  delete env.REDIS_URL; // one process on its own
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return child;
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

const baseUrl = () => `http://127.0.0.1:${port}`;

async function openPage(username: string): Promise<Page> {
  // bypassCSP: the portal's CSP rightly refuses the inline script axe-core is injected as.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
    ...WITHOUT_SERVICE_WORKER,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
  await signIn(page, username);
  return page;
}

const axeOf = (page: Page) => seriousAxeViolations(page);

const connection = (page: Page) => page.locator('[data-connection]');
const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType('navigation').length);

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  port = await freePort();
  server = await startServer();
  browser = await chromium.connect(inject('chromiumEndpoint'));
});
afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('a server restart', () => {
  it('leaves the open day grid and rounds list live: offline while it is down, back to live, then showing a new save', async () => {
    const grid = await openPage('staff');
    await grid.goto(`/daily-schedule-search-by-date?date=${DAY}`);
    await grid.getByText('Data are not available on this date').waitFor();
    const list = await openPage('ceo');
    await list.goto('/hospital-round');
    const active = list.getByRole('table', { name: 'Active patients' });
    await active.getByRole('row').nth(2).waitFor();
    for (const page of [grid, list]) {
      await connection(page).filter({ hasText: 'Live' }).waitFor();
      expect(await axeOf(page)).toEqual([]);
    }

    expect(await stopServer(server!)).toBe(0);
    server = undefined;
    // Down for longer than the stale-data delay: both say since when, and that data may be old.
    for (const page of [grid, list]) {
      await connection(page)
        .filter({ hasText: /Offline since \d\d:\d\d [AP]M/ })
        .waitFor({ timeout: 10_000 });
      await page.getByText('the data shown may be out of date').waitFor();
    }
    await screenshotPage(grid, 'screenshots/live-restart-offline.png');
    expect(await axeOf(list)).toEqual([]);

    server = await startServer();
    for (const page of [grid, list]) {
      await connection(page).filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
      expect(await page.getByText('the data shown may be out of date').count()).toBe(0);
    }

    const physician = await api('/api/login', { username: 'physician', password: 'portal-demo' });
    const token = physician.body.token as string;
    const surgeon = physician.body.id as number;
    const staff = (await api('/api/login', { username: 'staff', password: 'portal-demo' })).body.token as string;
    const event = await api(
      '/api/daily-schedule',
      {
        purpose: 'Procedure',
        procedure: 'Restart-proof hernia repair',
        event_date: DAY,
        start_time: '08:00',
        end_time: '10:00',
        metting_q: null,
        metting_d: null,
        event_note: '',
        event_location: 'PHH MOR',
        event_location_text: '',
        surgeon_id: [surgeon],
        surgeon_deg: [],
        patient_first_name: 'Rhea',
        patient_last_name: 'Stone',
        patient_mrn: '990001',
        case_number: 'C-9',
        is_archived: 0,
        create_by: surgeon,
        selectAll: 0,
      },
      staff,
    );
    expect(event.status).toBe(201);
    const round = await api(
      '/api/hospital-round',
      {
        room: '7',
        first_name: 'Otto',
        last_name: 'Restartson',
        age: '61 M',
        mrn: 'MR-RESTART',
        diagnosis: 'SBO',
        procedure: 'Ex lap',
        notes: 'Diet: NPO',
        facility: 'PHH',
        so: 0,
        dc: 0,
      },
      token,
    );
    expect(round.status).toBe(201);

    await grid
      .getByRole('cell', { name: 'James Carter column' })
      .getByText('Restart-proof hernia repair')
      .first()
      .waitFor({ timeout: 10_000 });
    await active.getByRole('row', { name: /Restartson/ }).waitFor({ timeout: 10_000 });
    expect(await navigations(grid)).toBe(1);
    expect(await navigations(list)).toBe(1);
    expect(grid.url()).toContain('/daily-schedule-search-by-date');
    await screenshotPage(grid, 'screenshots/live-restart-back.png');
    await screenshotPage(list, 'screenshots/live-restart-rounds.png');
    expect(await axeOf(grid)).toEqual([]);
  });
});
