import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Tests call routes through the contract (`t.call`); a raw `t.api` call is for what the contract
 * cannot express (malformed bodies, unknown fields, odd paths). This keeps them few.
 */
const LIMIT = 100;
const SERVER = fileURLToPath(new URL('..', import.meta.url));
const NOT_COUNTED = new Set(['test/harness.ts', 'test/raw-calls.test.ts']);

const isTestFile = (path: string) =>
  path.endsWith('.test.ts') || path.endsWith('.test-support.ts') || (path.startsWith('test/') && path.endsWith('.ts'));

const rawCallsByFile = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => isTestFile(path) && !NOT_COUNTED.has(path))
  .map((path) => [path, readFileSync(SERVER + path, 'utf8').match(/\.api\(/g)?.length ?? 0] as const)
  .filter(([, count]) => count > 0)
  .sort(([, a], [, b]) => b - a);

describe('raw calls in the server tests', () => {
  it(`stay under ${LIMIT}`, () => {
    const total = rawCallsByFile.reduce((sum, [, count]) => sum + count, 0);
    const worst = rawCallsByFile.slice(0, 10).map(([path, count]) => `  ${count} server/${path}`);
    expect(total, `${total} raw t.api calls; the most in:\n${worst.join('\n')}`).toBeLessThan(LIMIT);
  });
});
