import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page as it is now (or only within the `within` selector) and answers the serious and critical violations.
 * Evaluated as source, not added as a script tag: the portal's CSP refuses injected scripts.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context?: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await (selector ? axe.run(selector) : axe.run());
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  }, within);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
