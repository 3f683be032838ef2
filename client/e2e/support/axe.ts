import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the browser's debugging protocol: the portal's CSP (rightly) refuses an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page as it is now (or only inside the elements `within` selects) and
 * answers the serious and critical violations, described, but for `knownRuleIds` (known
 * findings, each named where it is passed).
 */
export async function seriousAxeViolations(
  page: Page,
  knownRuleIds: string[] = [],
  within?: string,
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    return (await axe.run(selector ? { include: [[selector]] } : document)).violations;
  }, within);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .filter((violation) => !knownRuleIds.includes(violation.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
