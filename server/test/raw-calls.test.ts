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
/**
 * Files that may keep a function answering the raw client itself. The audit sweep hands each
 * area's case an `as(username)` / `signIn(username)` client on purpose: its cases replay writes
 * of every shape, malformed ones included, and are counted where they call it.
 */
const MAY_ALIAS = new Set(['test/audit-sweep.ts']);

const isTestFile = (path: string) =>
  path.endsWith('.test.ts') || path.endsWith('.test-support.ts') || (path.startsWith('test/') && path.endsWith('.ts'));

const testFiles = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => isTestFile(path) && !NOT_COUNTED.has(path))
  .map((path) => [path, readFileSync(SERVER + path, 'utf8')] as const);

const rawCallsByFile = testFiles
  .map(([path, text]) => [path, text.match(/\.api\(/g)?.length ?? 0] as const)
  .filter(([, count]) => count > 0)
  .sort(([, a], [, b]) => b - a);

/**
 * A function whose body is the raw client itself (`(name) => t.api(tokens[name])`,
 * `return t.api(token)`): every call made through it is raw, yet `.api(` appears once.
 */
const CLIENT_ALIAS = /(?:=>\s*|\breturn\s+)t\.api\((?:[^()]|\([^()]*\))*\)(?!\s*[.(])/g;
const aliases = testFiles
  .filter(([path]) => !MAY_ALIAS.has(path))
  .flatMap(([path, text]) => (text.match(CLIENT_ALIAS) ?? []).map((alias) => `  server/${path}: ${alias}`));

describe('raw calls in the server tests', () => {
  it(`stay under ${LIMIT}`, () => {
    const total = rawCallsByFile.reduce((sum, [, count]) => sum + count, 0);
    const worst = rawCallsByFile.slice(0, 10).map(([path, count]) => `  ${count} server/${path}`);
    expect(total, `${total} raw t.api calls; the most in:\n${worst.join('\n')}`).toBeLessThan(LIMIT);
  });

  it('are written out, not hidden behind a function answering the raw client', () => {
    expect(aliases, `write t.call(...), or t.api(token) at each raw call:\n${aliases.join('\n')}`).toEqual([]);
  });
});
