import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_KINDS, type FairnessLedger } from '../../shared/schemas/fairness-ledger.js';
import { buildUser } from '../../server/users/users.factories.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
const FORMULA_NAME = '=HYPERLINK("http://example.org/x","Dr Vale")';
beforeAll(async () => {
  portal = await startPortal({ now: '2026-11-30T09:15' });
  // A physician whose name a spreadsheet would run as a formula.
  const admin = portal.t.api(await portal.t.login('admin'));
  const created = await admin.post(
    '/api/add-new-user',
    buildUser({ name: FORMULA_NAME, initial: 'HV', username: 'hvale', email: 'hvale@example.org', role: 3 }),
  );
  expect(created.status).toBe(201);
});
afterAll(() => portal.close());

describe('the fairness ledger as CSV', () => {
  it('downloads the range shown, a row per surgeon and the group mean, through the formula-safe writer', async () => {
    const page = await portal.signedIn('physician', { at: '/fairness-ledger' });
    const table = page.getByRole('table', { name: 'Calls per surgeon' });
    await table.getByRole('row', { name: /James Carter/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'fairness-ledger-csv-button');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fairness-ledger-2026-01-01-to-2026-12-31.csv');
    // Read through the connection: the shared browser's files are not this process's to open.
    const lines = (await text(await download.createReadStream())).split('\r\n');

    const physician = portal.t.api(await portal.t.login('physician'));
    const ledger = (await physician.get('/api/fairness-ledger?from=2026-01-01&to=2026-12-31')).body as FairnessLedger;
    const quoted = (values: unknown[]) => values.map((value) => `"${String(value).replace(/"/g, '""')}"`).join(',');
    expect(lines[0]).toBe('Surgeon,Initials,1st,2nd,Weekend,Holiday,Weekday,Total');
    const carter = ledger.surgeons.find((row) => row.surgeon.name === 'James Carter')!;
    expect(lines).toContain(quoted(['James Carter', 'JC', ...LEDGER_KINDS.map((kind) => carter.counts[kind])]));
    // The formula is written as text: an apostrophe first, as the writer does for every export.
    expect(lines).toContain(quoted([`'${FORMULA_NAME}`, 'HV', ...LEDGER_KINDS.map(() => 0)]));
    expect(lines).toContain(quoted(['Group mean', '', ...LEDGER_KINDS.map((kind) => ledger.mean[kind].toFixed(1))]));
    expect(lines.filter((line) => line !== '')).toHaveLength(1 + ledger.surgeons.length + 1);

    // On a phone the button is in view beside the heading.
    const phone = await portal.signedIn('physician', { at: '/fairness-ledger', viewport: { width: 390, height: 844 } });
    await phone
      .getByRole('table', { name: 'Calls per surgeon' })
      .getByRole('row', { name: /James Carter/ })
      .waitFor();
    const button = (await phone.getByRole('button', { name: 'Download CSV' }).boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await portal.screenshot(phone, 'fairness-ledger-csv-button-phone');
  });
});
