import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../shared/realtime/rooms.js';
import { insertCase } from '../../server/or-metrics/or-metrics.factories.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { screenshotPage } from './support/screenshot.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
  const carter = await portal.t.userId('physician');
  const natarajan = await portal.t.userId('pnatarajan');
  // A week long before the demo data: four rooms' first cases, three in by start + 5 minutes.
  const day = '2020-03-03';
  const cases = [
    { location: 'OR 1', surgeonId: carter, inRoom: '08:02', outOfRoom: '09:05' },
    { location: 'OR 2', surgeonId: natarajan, inRoom: '08:05', outOfRoom: '08:50' },
    { location: 'OR 3', surgeonId: carter, inRoom: '07:58', outOfRoom: '09:00' },
    { location: 'OR 4', surgeonId: natarajan, inRoom: '08:20', outOfRoom: '09:30', delay: 'Patient late' },
  ];
  const ids: number[] = [];
  for (const seeded of cases)
    ids.push(await insertCase(portal.t.db, { date: day, start: '08:00', end: '09:00', ...seeded }));
  // OR 4's Out of room was recorded long after it happened: one late entry.
  await portal.t.db
    .updateTable('case_milestones')
    .set({ entered_late: 1 })
    .where('event_id', '=', ids[3]!)
    .where('step', '=', 'out_of_room')
    .execute();
  // OR 1's second case: a 25-minute turnover.
  await insertCase(portal.t.db, {
    date: day,
    start: '09:30',
    end: '10:30',
    location: 'OR 1',
    surgeonId: carter,
    inRoom: '09:30',
    outOfRoom: '10:20',
  });
});
afterAll(() => portal.close());

async function shot(page: Page, name: string): Promise<void> {
  await screenshotPage(page, `/tmp/shots/metrics-${name}.png`);
}

describe('OR metrics', () => {
  it('shows the administrator the figures of a chosen week, with charts and the same numbers in tables', async () => {
    const page = await portal.signedIn('admin');
    await page.getByRole('link', { name: 'OR metrics' }).click();
    await page.waitForURL('**/or-metrics');
    await page.getByRole('heading', { name: 'OR metrics' }).waitFor();
    expect(await page.title()).toMatch(/^OR metrics/);
    // Default: the last four weeks by week.
    expect(await page.getByLabel('Grouping', { exact: true }).inputValue()).toBe('week');

    await page.getByLabel('From', { exact: true }).fill('2020-03-02');
    await page.getByLabel('To', { exact: true }).fill('2020-03-08');
    // 3 of 4 first cases in by 08:05: 75.0%, worked out by hand.
    await expect.poll(() => page.getByTestId('on-time-rate').textContent(), { timeout: 5_000 }).toBe('75.0%');
    const summary = page.getByLabel('Summary');
    expect(await summary.textContent()).toContain('3 of 4 first cases');
    expect(await summary.textContent()).toContain('25 min');
    expect(await page.getByTestId('late-entries').textContent()).toBe('1');

    const canvases = page.locator('.or-chart canvas');
    await expect.poll(() => canvases.count()).toBe(4);
    const drawn = await canvases.first().evaluate((canvas: HTMLCanvasElement) => canvas.width > 0 && canvas.height > 0);
    expect(drawn).toBe(true);

    const byPeriod = page.getByRole('table', { name: 'Figures by period' });
    const row = byPeriod.getByRole('row', { name: /Week of 03\/02\/2020/ });
    expect(await row.textContent()).toContain('75.0%');
    const bySurgeon = page.getByRole('table', { name: 'Figures by surgeon' });
    expect(await bySurgeon.getByRole('row', { name: /James Carter/ }).textContent()).toContain('100.0%');
    expect(await bySurgeon.getByRole('row', { name: /Priya Natarajan/ }).textContent()).toContain('50.0%');

    await page.getByLabel('Surgeon', { exact: true }).selectOption({ label: 'Priya Natarajan' });
    await expect.poll(() => page.getByTestId('on-time-rate').textContent(), { timeout: 5_000 }).toBe('50.0%');
    await page.getByLabel('Surgeon', { exact: true }).selectOption({ label: 'All surgeons' });
    await expect.poll(() => page.getByTestId('on-time-rate').textContent(), { timeout: 5_000 }).toBe('75.0%');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('or-metrics-2020-03-02-to-2020-03-08.csv');

    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin');
  });

  it('counts as turnover only a case into the room within TURNOVER_MAX_GAP_MINUTES, and says so under the figure', async () => {
    // Another week long before the demo: OR 1's morning list (a 30-minute turnover), then an
    // afternoon case after the room stood idle 3 h 40 min, which is no turnover.
    const carter = await portal.t.userId('physician');
    const day = '2020-03-10';
    for (const [start, end, inRoom, outOfRoom] of [
      ['08:00', '09:00', '08:00', '09:00'],
      ['09:30', '10:30', '09:30', '10:20'],
      ['14:00', '15:00', '14:00', '15:00'],
    ] as const)
      await insertCase(portal.t.db, { date: day, start, end, location: 'OR 1', surgeonId: carter, inRoom, outOfRoom });

    const page = await portal.signedIn('admin', { at: '/or-metrics' });
    await page.getByLabel('From', { exact: true }).fill('2020-03-09');
    await page.getByLabel('To', { exact: true }).fill('2020-03-15');
    const summary = page.getByLabel('Summary');
    await expect.poll(() => summary.textContent(), { timeout: 5_000 }).toContain('average 30 min, 1 turnover');
    expect(await page.getByTestId('turnover-rule').textContent()).toBe(
      'Counts a case into the same room within 60 min of the one before; a longer gap is idle time, not a turnover.',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'turnover-rule');
  });

  it("reads the figures again when a case's progress arrives in today's day room", async () => {
    const page = await portal.signedIn('admin', { at: '/or-metrics' });
    const note = page.getByLabel('Summary').getByText(/ first cases$/);
    await note.waitFor();
    const firstCases = async () => Number(/of (\d+) first cases/.exec((await note.textContent()) ?? '')![1]);
    const before = await firstCases();

    // A room no demo case uses, its first case in on time today; then the tap's live event.
    const today = portal.t.clock.today();
    const id = await insertCase(portal.t.db, {
      date: today,
      start: '06:00',
      end: '07:00',
      location: 'OR 9',
      surgeonId: await portal.t.userId('physician'),
      inRoom: '06:01',
    });
    portal.t.app.publisher.publish(rooms.day(today), 'case:progress', {
      event_id: id,
      event_date: today,
      case_code: `M${id}`,
      step: 'in_room',
      milestones: [],
      delay: null,
      cancellation: null,
      version: 1,
    });
    await expect.poll(firstCases, { timeout: 5_000 }).toBe(before + 1);
  });

  it('says which date is wrong', async () => {
    const page = await portal.signedIn('ceo', { at: '/or-metrics' });
    await page.getByLabel('From', { exact: true }).fill('2020-03-09');
    await page.getByLabel('To', { exact: true }).fill('2020-03-02');
    await page.getByText('The to date must not be before the from date.').waitFor();
  });

  it('refuses staff: no link, and the page sends them back to the dashboard', async () => {
    const page = await portal.signedIn('staff');
    await page.getByRole('link', { name: 'Hospital Rounds' }).waitFor();
    expect(await page.getByRole('link', { name: 'OR metrics' }).count()).toBe(0);
    await page.goto('/or-metrics');
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('heading', { name: 'OR metrics' }).count()).toBe(0);
  });
});
