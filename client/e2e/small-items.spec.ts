// The practice (the test portal's zone follows this process's) is in New York.
process.env.TZ = 'America/New_York';

import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_STAGES, isFamilyStageFinished, type FamilyStage } from '../../shared/case-tracking.js';
import { registerBoard } from '../../server/boards/boards.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { bookTodaysProcedure } from './support/book-today.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Issue 31, point 11 (the smaller items): the effect table's heading and phone fit, the family
 * board's legend and order, the focus ring on navy buttons, the audit page in words, and the
 * form's "Surgeon" tied to the list's "Physician". A Wednesday morning of the demo practice.
 */
const TODAY = '2026-11-18';
let portal: Portal;
let staffToken: string;
beforeAll(async () => {
  portal = await startPortal({ now: `${TODAY}T10:40` });
  staffToken = await portal.t.login('staff');
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const md = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}`;

/** The relative luminance of a CSS `rgb(…)` colour (WCAG 2). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Whether the table fits its container: nothing scrolls or is clipped sideways. */
const fitsSideways = (table: Locator) =>
  table.evaluate((element) => {
    const container = element.parentElement!;
    return {
      table: element.scrollWidth,
      container: container.clientWidth,
      right: element.getBoundingClientRect().right,
      window: document.documentElement.clientWidth,
    };
  });

describe('the effect table of a give-away', () => {
  it('names whose counts it shows (one person or two), and fits a 390 px phone without scrolling sideways', async () => {
    // A future 1st call of James Carter's this month.
    const carter = await portal.t.userId('physician');
    const november = (await portal.t.api(staffToken).get('/api/calendar-entries?year=2026&month=11')).body.entries as {
      date: string;
      surgeon_1st: number | null;
    }[];
    const call = november.find((entry) => entry.date > '2026-11-19' && entry.surgeon_1st === carter);
    expect(call).toBeDefined();
    const date = call!.date;

    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [{ width: 1440, height: 900 }, 'desktop'],
    ] as const) {
      const page = await portal.signedIn('physician', { at: `/montly-schedule?date=${date}`, viewport });
      await page.getByRole('button', { name: `Swap or give away ${md(date)} 1st` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Give away' }).check();
      const giveTo = dialog.getByLabel('Give to', { exact: true });
      const everyone = giveTo.locator('option', { hasText: /^Everyone eligible/ });
      await everyone.waitFor({ state: 'attached' });

      // To everyone eligible: nobody takes it yet, so the table has one person's counts.
      await giveTo.selectOption({ label: (await everyone.innerText()).trim() });
      const alone = dialog.getByRole('table', { name: "Effect on James Carter's call counts (2026)" });
      await alone.waitFor();
      expect(await alone.getByRole('columnheader').allInnerTexts()).toEqual(['Calls', 'James Carter']);
      expect(await alone.getByRole('rowheader').allInnerTexts()).toEqual([
        '1st',
        '2nd',
        'Weekend',
        'Holiday',
        'Weekday',
        'Total',
      ]);
      const one = await fitsSideways(alone);
      expect(one.table).toBeLessThanOrEqual(one.container);
      expect(one.right).toBeLessThanOrEqual(one.window);
      await portal.screenshot(page, `effect-table-one-person-${size}`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // To one colleague: both people's counts, both named.
      const colleague = giveTo.locator('option', { hasText: / \([A-Z]{2,3}\)$/ }).first();
      const label = (await colleague.innerText()).trim();
      const name = label.replace(/ \([A-Z]{2,3}\)$/, '');
      await giveTo.selectOption({ label });
      const both = dialog.getByRole('table', { name: `Effect on the call counts of James Carter and ${name} (2026)` });
      await both.waitFor();
      expect(await both.getByRole('columnheader').allInnerTexts()).toEqual(['Calls', 'James Carter', name]);
      const two = await fitsSideways(both);
      expect(two.table).toBeLessThanOrEqual(two.container);
      expect(two.right).toBeLessThanOrEqual(two.window);
      await portal.screenshot(page, `effect-table-two-people-${size}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the family board', () => {
  it('shows finished cases after those under way or to come, and a legend of every status', async () => {
    const admin = await portal.t.login('admin');
    const board = await registerBoard(portal.t, admin, 'Waiting room', 'family');
    // The day's earliest case is over; a later one has just begun.
    const finished = await bookTodaysProcedure(portal, staffToken, { procedure: 'Carpal tunnel release' });
    const underway = await bookTodaysProcedure(portal, staffToken, { procedure: 'Trigger finger release' });
    const codeOf = async (id: number) =>
      (await portal.t.api(staffToken).get(`/api/case-tracking/${id}`)).body.case_code as string;
    const advance = async (id: number, steps: string[]) => {
      let version = (await portal.t.api(staffToken).get(`/api/case-tracking/${id}`)).body.version as number;
      for (const step of steps) {
        const response = await portal.t.api(staffToken).post(`/api/case-tracking/${id}/milestones`, { step, version });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        version = response.body.version;
      }
    };
    await advance(finished, [
      'checked_in',
      'in_room',
      'procedure_start',
      'closing',
      'out_of_room',
      'in_recovery',
      'done',
    ]);
    await advance(underway, ['checked_in']);
    const [doneCode, underwayCode] = [await codeOf(finished), await codeOf(underway)];

    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      const page = await portal.newPage(viewport);
      await page.goto(`/board/${board.token}`);
      await page.getByText('Live', { exact: true }).waitFor({ timeout: 10_000 });
      const rows = page.getByRole('table').getByRole('row');
      await rows.filter({ hasText: underwayCode }).getByText('Checked in', { exact: true }).waitFor();

      // Every row under way or to come is above every finished one; the finished case is not first.
      const shown = (await rows.allInnerTexts()).slice(1);
      const stages = shown.map((text) => FAMILY_STAGES.find((stage) => text.includes(stage)) as FamilyStage);
      const firstFinished = stages.findIndex((stage) => isFamilyStageFinished(stage));
      if (firstFinished >= 0) expect(stages.slice(firstFinished).every(isFamilyStageFinished)).toBe(true);
      expect(isFamilyStageFinished(stages[0]!)).toBe(false);
      const doneAt = shown.findIndex((text) => text.includes(doneCode));
      const underwayAt = shown.findIndex((text) => text.includes(underwayCode));
      expect(underwayAt).toBeGreaterThanOrEqual(0);
      if (doneAt >= 0) expect(doneAt).toBeGreaterThan(underwayAt);

      // Whole rows only: none is cut at the bottom of the table's area, above the legend.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const area = document.querySelector('.family-board-area')!.getBoundingClientRect();
            return [...document.querySelectorAll('.family-board-area tbody tr')].filter(
              (row) => row.getBoundingClientRect().bottom > area.bottom + 0.5,
            ).length;
          }),
        )
        .toBe(0);

      const legend = page.getByRole('region', { name: 'What the statuses mean' });
      const items = await legend.getByRole('listitem').allInnerTexts();
      for (const stage of FAMILY_STAGES) expect(items.some((item) => item.startsWith(stage))).toBe(true);
      expect(items.some((item) => item.startsWith('Delayed'))).toBe(true);
      // The legend is on screen, not pushed below it.
      const box = (await legend.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await portal.screenshot(page, `family-board-legend-${viewport.width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});

describe('keyboard focus on a navy button', () => {
  it('is a white ring on the navy and a 3 px near-black ring around it, not the faint default', async () => {
    const page = await portal.signedIn('admin', { at: '/administration' });
    const button = page.getByRole('button', { name: 'Add New User' });
    await button.waitFor();
    // Tab to it, as a keyboard user would.
    let focused = false;
    for (let press = 0; press < 40 && !focused; press += 1) {
      await page.keyboard.press('Tab');
      focused = await button.evaluate((element) => element === document.activeElement);
    }
    expect(focused).toBe(true);
    const ring = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        visible: element.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidth: style.outlineWidth,
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
        fill: style.backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
        html: getComputedStyle(document.documentElement).backgroundColor,
      };
    });
    expect(ring.visible).toBe(true);
    expect(ring.outlineStyle).toBe('solid');
    expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(3);
    // The outer ring stands out from the page, the inner white one from the navy fill.
    const pageColor = ring.page === 'rgba(0, 0, 0, 0)' ? ring.html : ring.page;
    expect(contrast(ring.outlineColor, pageColor)).toBeGreaterThanOrEqual(3);
    expect(ring.boxShadow).toContain('rgb(255, 255, 255)');
    expect(contrast('rgb(255, 255, 255)', ring.fill)).toBeGreaterThanOrEqual(3);
    // The button with its rings and a margin of page around them.
    const box = (await button.boundingBox())!;
    await page.screenshot({
      path: 'screenshots/focus-ring-navy-button.png',
      clip: { x: box.x - 16, y: box.y - 16, width: box.width + 32, height: box.height + 32 },
    });
  });
});

describe('the audit page', () => {
  it('shows areas and actions in words, roles by name and times at the practice', async () => {
    // An administrator changes a user's role in the form, which names role 3 "Surgeon" and says it is the list's "Physician".
    const page = await portal.signedIn('admin', { at: '/administration' });
    const users = page.getByRole('list', { name: 'Users' });
    await users
      .getByRole('listitem')
      .filter({ hasText: 'David Reyes' })
      .getByText('Physician', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'Edit David Reyes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    const role = dialog.getByLabel('Role');
    expect(await role.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Surgeon');
    expect(await role.getAttribute('aria-describedby')).toBeTruthy();
    const hint = dialog.locator(`[id="${await role.getAttribute('aria-describedby')}"]`);
    expect(await hint.innerText()).toBe('Surgeon is the role listed as Physician in the user list.');
    await portal.screenshot(page, 'user-form-role-hint');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await portal.screenshot(page, 'user-form-role-hint-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await role.selectOption({ label: 'Staff' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await users.getByRole('listitem').filter({ hasText: 'David Reyes' }).getByText('Staff', { exact: true }).waitFor();

    // The scheduler offers an empty call to all: an entry of the call requests with an instant (when it expires).
    const emptied = await portal.t.api(staffToken).post('/api/calendar-add-data', {
      entries: [{ date: '2026-11-24', surgeon_2nd: null }],
      acknowledge_warnings: true,
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    const offered = await portal.t
      .api(staffToken)
      .post('/api/call-requests/cover', { date: '2026-11-24', slot: 'surgeon_2nd', note: '' });
    expect(offered.status, JSON.stringify(offered.body)).toBeLessThan(300);

    await page.goto('/administration/audit');
    const table = page.getByRole('table', { name: 'Audit entries' });
    const roleRow = table.getByRole('row').filter({ hasText: 'Role Physician → Staff' });
    await roleRow.waitFor();
    const cells = await roleRow.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 4)).toEqual(['Olivia Grant', 'Users', 'Changed']);
    // 10:4x AM at the practice (New York), not 3:4x PM UTC.
    expect(cells[0]).toMatch(/^Nov 18, 2026, 10:\d\d AM$/);

    const coverRow = table.getByRole('row').filter({ hasText: 'Call requests' }).first();
    await coverRow.waitFor();
    const cover = await coverRow.getByRole('cell').allInnerTexts();
    expect(cover[3]).toBe('Added');
    // No stored instant in UTC (…T…Z) in the changes: the cover offer expires at 7:00 AM the next day.
    expect(cover[5]).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(cover[5]).toContain('Nov 25, 2026, 7:00 AM');
    expect(cover[5]).toContain('slot none → 2nd');
    // The call day's record by its date as the portal writes dates.
    const dayRow = table
      .getByRole('row')
      .filter({ hasText: 'Call calendar' })
      .filter({ hasText: /2nd [A-Z][a-z]+ [A-Z][a-z]+ → none/ });
    expect((await dayRow.first().getByRole('cell').allInnerTexts())[4]).toBe('11/24/2026');

    // No slug or role number anywhere in the Area, Action and Changes columns.
    const texts = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
    for (const [, , area, action, , changes] of texts) {
      expect(area).not.toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(action).not.toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(changes).not.toMatch(/Role \d/);
    }
    await portal.screenshot(page, 'audit-in-words');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await portal.screenshot(page, 'audit-in-words-phone');
  });
});
