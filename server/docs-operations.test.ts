import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docBlocks } from './test/doc-blocks.js';

const DOCS = 'docs/operations';
const pages = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
const SHELL = new Set(['sh', 'bash', 'shell', 'console']);

// Their links, with those of every other page, are checked by server/docs-links.test.ts.
describe('the operations pages (docs/operations)', () => {
  it('every shell block is run by a test that reads its page, or says why it is not run here', () => {
    const problems: string[] = [];
    let run = 0;
    for (const page of pages) {
      const path = join(DOCS, page);
      for (const block of docBlocks(path)) {
        const where = `${path}:${block.line}`;
        const ranBy = /^(?:run|checked) by (\S+): (\S+)$/.exec(block.marker ?? '');
        if (ranBy) {
          const [, test, label] = ranBy;
          const source = existsSync(test!) ? readFileSync(test!, 'utf8') : '';
          if (!source.includes(path) || !source.includes(`'${label}'`))
            problems.push(`${where}: ${test} does not read this block ('${label}' of ${path})`);
          run += 1;
        } else if (SHELL.has(block.language) && !/^not run here: .{10,}/.test(block.marker ?? '')) {
          problems.push(
            `${where}: a ${block.language} block says neither "run by <test>: <label>" nor "not run here: <why>"`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(run).toBeGreaterThanOrEqual(5);
  });

  it('the README points to these pages for running in production, and no longer repeats them', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('](docs/operations/README.md)');
    expect(readme).toContain('](docs/operations/configuration.md#settings)');
    for (const moved of [
      '### Backup and restore',
      '### Updating',
      '### Running several nodes',
      '| `DATABASE_TIMEOUT_SECONDS` |',
    ])
      expect(readme).not.toContain(moved);
    expect(existsSync(join(dirname(DOCS), 'operations', 'README.md'))).toBe(true);
  });
});
