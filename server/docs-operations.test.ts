import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docBlocks } from './test/doc-blocks.js';

const DOCS = 'docs/operations';
const pages = readdirSync(DOCS).filter((name) => name.endsWith('.md'));
const SHELL = new Set(['sh', 'bash', 'shell', 'console']);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsIn = (path: string) =>
  new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

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

  it('every link between the pages, and to the README, leads to a file and a heading that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(join(DOCS, page), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?|mailto):/.test(target!)) continue;
        const [file, anchor] = target!.split('#');
        const path = file ? resolve(DOCS, file) : resolve(DOCS, page);
        if (!existsSync(path)) broken.push(`${page}: ${target} (no such file)`);
        else if (anchor && path.endsWith('.md') && !anchorsIn(path).has(anchor))
          broken.push(`${page}: ${target} (no such heading in ${file || page})`);
      }
    }
    expect(broken).toEqual([]);
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
