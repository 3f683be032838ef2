import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, startServerProcess, type ChildHandle } from '../../server/test/processes.js';
import { postgresBinDir, startScratchCluster, type ScratchCluster } from '../../server/test/scratch-cluster.js';
import { seriousAxeViolations } from './support/axe.js';
import { signIn, WITHOUT_SERVICE_WORKER } from './support/portal.js';

/**
 * The real server on a PostgreSQL cluster of the test's own, stopped while a signed-in screen is
 * open: the screen says saving is paused instead of "Live", and goes live again by itself.
 */
const bin = postgresBinDir();
if (!bin) console.warn('database-outage.spec.ts skipped: no PostgreSQL binaries under /usr/lib/postgresql/*/bin');

let cluster: ScratchCluster;
let server: ChildHandle & { url: string };
let browser: Browser;

beforeAll(async () => {
  if (!bin) return;
  cluster = await startScratchCluster(bin);
  server = await startServerProcess({
    PORT: String(await freePort()),
    DATABASE_URL: cluster.url,
    DATABASE_TIMEOUT_SECONDS: '2',
  });
  browser = await chromium.connect(inject('chromiumEndpoint'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop(15_000);
  cluster?.destroy();
});

const connection = (page: Page) => page.getByRole('status').filter({ hasText: /Live|Saving is paused|Reconnecting/ });

describe.skipIf(!bin)('the database unreachable while a screen is open', () => {
  it('says "Saving is paused" instead of "Live", and goes live again when the database is back', async () => {
    const page = await (await browser.newContext({ baseURL: server.url, ...WITHOUT_SERVICE_WORKER })).newPage();
    await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
    await signIn(page, 'physician');
    await page.goto('/hospital-round');
    await connection(page).filter({ hasText: 'Live' }).waitFor({ timeout: 15_000 });

    cluster.stop();
    try {
      const paused = connection(page).filter({ hasText: 'Saving is paused: the server cannot reach its database' });
      await paused.waitFor({ timeout: 15_000 });
      expect(await paused.getAttribute('data-connection')).toBe('paused');
      expect(await seriousAxeViolations(page)).toEqual([]);
      mkdirSync('screenshots', { recursive: true });
      await page.screenshot({ path: 'screenshots/database-outage-paused.png' });

      // A new page load while it lasts (its socket is refused for want of the database) says so too.
      await page.reload();
      await paused.waitFor({ timeout: 15_000 });
    } finally {
      cluster.start();
    }
    await connection(page).filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
  }, 90_000);

  it('a save whose answer was lost, sent again, is made once (the same Idempotency-Key)', async () => {
    const page = await (await browser.newContext({ baseURL: server.url, ...WITHOUT_SERVICE_WORKER })).newPage();
    await page.addInitScript(() => sessionStorage.setItem('homepageLoaded', 'true'));
    await signIn(page, 'physician');
    await page.goto('/hospital-round');
    await page.getByRole('button', { name: 'Add Entries' }).click();
    const row = page.getByRole('row', { name: 'New entry' });
    const values: Record<string, string> = {
      Room: '4',
      'First Name': 'Theodore',
      'Last Name': 'Onceonly',
      'A/G': '68 M',
      MRN: 'MR7730009',
      Diagnosis: 'Perforated ulcer',
      Procedure: 'Graham patch',
    };
    for (const [label, value] of Object.entries(values)) await row.getByLabel(label, { exact: true }).fill(value);

    // The server makes the first save, but its answer never reaches the browser.
    const keys: string[] = [];
    let lose = true;
    let answerLost: () => void = () => undefined;
    const lost = new Promise<void>((resolve) => (answerLost = resolve));
    await row.getByLabel('Notes').fill('NPO');
    await page.route('**/api/hospital-round', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      if (lose) {
        lose = false;
        await route.abort('connectionreset');
        return answerLost();
      }
      return route.fulfill({ response });
    });
    await row.getByRole('button', { name: 'Add' }).click();
    await lost;
    await page.getByText('An unexpected error occurred').waitFor();
    await row.getByRole('button', { name: 'Add' }).click();
    await row.waitFor({ state: 'detached' });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const rounds = await page.evaluate(async () => {
      const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
      const response = await fetch('/api/hospital-round', { headers: { Authorization: `Bearer ${token}` } });
      return JSON.stringify(await response.json());
    });
    expect(rounds.match(/Onceonly/g)).toHaveLength(1);
  }, 60_000);
});
