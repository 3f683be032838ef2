import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCase } from '../../server/or-metrics/or-metrics.factories.test-support.js';
import { seriousAxeViolations } from './support/axe.js';
import { printedPageSizes, printedTextSizes } from './support/pdf.js';
import { startPortal, type Portal } from './support/portal.js';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-11-30T09:15' });
  const carter = await portal.t.userId('physician');
  const natarajan = await portal.t.userId('pnatarajan');
  // A week of the default range (the last four weeks): first cases, one late, and a turnover.
  for (const seeded of [
    { location: 'OR 1', surgeonId: carter, start: '08:00', end: '09:00', inRoom: '08:02', outOfRoom: '09:05' },
    { location: 'OR 1', surgeonId: carter, start: '09:30', end: '10:30', inRoom: '09:30', outOfRoom: '10:20' },
    { location: 'OR 2', surgeonId: natarajan, start: '08:00', end: '09:00', inRoom: '08:20', outOfRoom: '09:30' },
  ])
    await insertCase(portal.t.db, { date: '2026-11-24', ...seeded });
});
afterAll(() => portal.close());

/** A4 in points (PDF) and, between 10 mm margins, in CSS pixels (96 to the inch): the width a printed page lays out in. */
const A4 = {
  portrait: {
    points: { width: 595, height: 842 },
    content: { width: Math.floor(((210 - 20) * 96) / 25.4), height: Math.floor(((297 - 20) * 96) / 25.4) },
  },
  landscape: {
    points: { width: 842, height: 595 },
    content: { width: Math.floor(((297 - 20) * 96) / 25.4), height: Math.floor(((210 - 20) * 96) / 25.4) },
  },
};

/**
 * The tables (by name) that paper would cut: a cell reaching past the page's width, a cell's
 * own content wider than the cell, or a table scrolling sideways in a box of its own.
 */
const cutTables = (page: Page) =>
  page.locator('main table').evaluateAll((tables) =>
    tables
      .filter((table) => table.getBoundingClientRect().width > 0)
      .filter((table) => {
        const width = document.documentElement.clientWidth;
        const cells = [...table.querySelectorAll('th, td')];
        const scrolls = (element: Element | null): boolean =>
          element !== null &&
          element !== document.documentElement &&
          ((element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') ||
            scrolls(element.parentElement));
        return (
          table.getBoundingClientRect().right > width + 0.5 ||
          cells.some(
            (cell) => cell.getBoundingClientRect().right > width + 0.5 || cell.scrollWidth > cell.clientWidth + 1,
          ) ||
          scrolls(table)
        );
      })
      .map((table) => table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'a table'),
  );

/** Lays the page out as on A4 paper and checks its paper heading, its tables and the PDF. */
async function expectOnA4(page: Page, paper: keyof typeof A4, heading: { title: string; covers: string }) {
  await page.setViewportSize(A4[paper].content);
  await page.emulateMedia({ media: 'print' });
  const paperHeading = page.locator('.print-heading');
  expect(await paperHeading.isVisible()).toBe(true);
  expect(await paperHeading.getByText(heading.title, { exact: true }).isVisible()).toBe(true);
  expect(await paperHeading.getByText(heading.covers).isVisible()).toBe(true);
  expect(await paperHeading.getByText(/Printed Nov 30, 2026, 9:1\d AM/).isVisible()).toBe(true);
  expect(await paperHeading.getByText('Parkside Surgical Associates').isVisible()).toBe(true);
  // The screen's heading, filters and buttons stay off paper.
  expect(await page.getByRole('button', { name: 'Download CSV' }).isVisible()).toBe(false);
  expect(await page.locator('main form').first().isVisible()).toBe(false);
  expect(await cutTables(page)).toEqual([]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const sizes = await printedPageSizes(page);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) {
    expect(Math.abs(size.width - A4[paper].points.width)).toBeLessThan(2);
    expect(Math.abs(size.height - A4[paper].points.height)).toBeLessThan(2);
  }
  const printed = await printedTextSizes(page);
  expect(printed.runs).toBeGreaterThan(20);
  expect(printed.smallestPt).toBeGreaterThanOrEqual(7.99); // 8pt, give or take the PDF's rounding
}

describe('reports on A4 paper', () => {
  it('OR metrics print on A4 landscape with a title, the range and the moment printed, every column of every table whole', async () => {
    const page = await portal.signedIn('admin', { at: '/or-metrics' });
    await page
      .getByRole('table', { name: 'Figures by surgeon' })
      .getByRole('row', { name: /James Carter/ })
      .waitFor();
    await page.locator('.or-chart canvas').first().waitFor();
    await expectOnA4(page, 'landscape', {
      title: 'OR metrics',
      covers: '11/03/2026 to 11/30/2026, by week, all surgeons',
    });
    await portal.screenshot(page, 'or-metrics-print-a4');
  });

  it('the fairness ledger prints on A4 portrait with a title and its range, the table whole', async () => {
    const page = await portal.signedIn('physician', { at: '/fairness-ledger' });
    await page
      .getByRole('table', { name: 'Calls per surgeon' })
      .getByRole('row', { name: /James Carter/ })
      .waitFor();
    await expectOnA4(page, 'portrait', { title: 'Fairness ledger', covers: '01/01/2026 to 12/31/2026' });
    await portal.screenshot(page, 'fairness-ledger-print-a4');
  });
});
