import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Prints the page as Chromium would to paper (its @page rules, A4 landscape) and answers the number of pages. */
export async function printedPageCount(page: Page): Promise<number> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  // Chromium writes each page object with "/Type /Page" (the page tree is "/Type /Pages").
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Prints the page as Chromium would to paper and answers each page's size in points (its MediaBox), e.g. A4 portrait ≈ 595 × 842. */
export async function printedPageSizes(page: Page): Promise<{ width: number; height: number }[]> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const boxes = pdf
    .toString('latin1')
    .matchAll(/\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/g);
  return [...boxes].map(([, left, bottom, right, top]) => ({
    width: Number(right) - Number(left),
    height: Number(top) - Number(bottom),
  }));
}

/** The PDF's content streams, inflated (Chromium compresses each with FlateDecode). */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const raw = Buffer.from(text.slice(start, text.indexOf('endstream', start)), 'latin1');
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      // not a compressed stream (an image or a font program): no text drawn in it
    }
  }
  return streams;
}

const scaleOf = (a: number, b: number, c: number, d: number) => Math.sqrt(Math.abs(a * d - b * c));

/**
 * The size, in points on paper, of the smallest text the printed page draws: each text run's
 * font size (Tf) times its text matrix (Tm) times the transforms (cm) in force, as a PDF reader
 * would place it. Answers the page count too.
 */
export async function printedTextSizes(page: Page): Promise<{ pages: number; smallestPt: number; runs: number }> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  let smallestPt = Infinity;
  let runs = 0;
  for (const stream of contentStreams(pdf)) {
    const stack: number[] = [];
    let ctm = 1;
    let fontSize = 0;
    const number = String.raw`(-?[\d.]+)`;
    const operators = new RegExp(
      String.raw`(?:${number} ${number} ${number} ${number} ${number} ${number} (cm|Tm))|(?:\/\S+ ${number} Tf)|(?:^|\s)(q|Q|Tj|TJ)(?=\s|$)`,
      'gm',
    );
    let textScale = 1;
    for (const match of stream.matchAll(operators)) {
      const [, a, b, c, d, , , matrix, size, op] = match;
      if (matrix === 'cm') ctm *= scaleOf(Number(a), Number(b), Number(c), Number(d));
      else if (matrix === 'Tm') textScale = scaleOf(Number(a), Number(b), Number(c), Number(d));
      else if (size !== undefined) fontSize = Number(size);
      else if (op === 'q') stack.push(ctm);
      else if (op === 'Q') ctm = stack.pop() ?? 1;
      else if ((op === 'Tj' || op === 'TJ') && fontSize > 0) {
        runs += 1;
        smallestPt = Math.min(smallestPt, fontSize * textScale * ctm);
      }
    }
  }
  return { pages, smallestPt, runs };
}
