import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README says what the portal is and where the docs are; the rest lives in docs/. */
const README_MAX_LINES = 150;

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return entry.endsWith('.md') ? [path] : [];
  });
}

/** Every page a reader follows links through. */
const pages = ['README.md', 'SECURITY.md', ...markdownUnder('docs')];

/** A page's lines with fenced code blocks and inline code blanked: links there are code, not Markdown. */
function proseLines(path: string): string[] {
  let fenced = false;
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => {
      const fence = /^\s*(```|~~~)/.test(line);
      if (fence) fenced = !fenced;
      return fence || fenced ? '' : line.replace(/`[^`]*`/g, '');
    });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a page's headings; a repeated heading gets -1, -2… as on GitHub. */
function anchorsOf(path: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || !/^#{1,6} /.test(line)) continue;
    const anchor = anchorOf(line.replace(/^#+ /, ''));
    const times = seen.get(anchor) ?? 0;
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

/** Relative link targets of a page (`[text](target)`), with the line each is on. */
function relativeLinks(path: string): { line: number; target: string }[] {
  return proseLines(path).flatMap((text, index) =>
    [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => ({ line: index + 1, target })),
  );
}

describe('the documentation (README.md, SECURITY.md, docs/)', () => {
  it('names anchors as GitHub does', () => {
    expect(anchorOf('The practice clock in tests')).toBe('the-practice-clock-in-tests');
    expect(anchorOf('Boards: the OR wall board and the family board')).toBe(
      'boards-the-or-wall-board-and-the-family-board',
    );
    expect(anchorOf('`npm run backup`')).toBe('npm-run-backup');
  });

  it('has every relative link lead to a file that exists, and every anchor to a heading of that page', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const { line, target } of relativeLinks(page)) {
        checked += 1;
        const [file, anchor] = target.split('#');
        const path = file ? resolve(dirname(page), decodeURIComponent(file)) : resolve(page);
        if (!existsSync(path)) broken.push(`${page}:${line}: ${target} (no such file)`);
        else if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor))
          broken.push(`${page}:${line}: ${target} (no heading "${anchor}" in ${file || page})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('keeps the README short: what the portal is, the quick start, the demo users, where the docs are', () => {
    const lines = readFileSync('README.md', 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
    const readme = readFileSync('README.md', 'utf8');
    for (const page of pages.filter((path) => path.startsWith('docs/') && !path.startsWith('docs/operations/')))
      expect(readme, `the README's map of docs/ names ${page}`).toContain(`](${page})`);
  });
});
