import type { Page } from 'playwright-core';

/** Prints the page as Chromium would to paper (its @page rules, A4 landscape) and answers the number of pages. */
export async function printedPageCount(page: Page): Promise<number> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // Chromium writes each page object with "/Type /Page" (the page tree is "/Type /Pages").
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}
