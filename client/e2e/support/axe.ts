import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let axeSource: string | undefined;

/** Runs axe-core on the page as it is now; answers the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not a script tag: the portal's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource ??= readFileSync(resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
