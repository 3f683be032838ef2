import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** The project files `npm run build` compiles into a release: the program of tsconfig.build.json. */
function releaseSources(): string[] {
  const listed = spawnSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--listFilesOnly'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  expect(listed.status, listed.stderr).toBe(0);
  return listed.stdout
    .split('\n')
    .filter((path) => path && !path.includes('/node_modules/'))
    .map((path) => relative(root, path));
}

describe('the release build', () => {
  it('holds the server and no test code: no test, test support or test/ file, nothing importing vitest', () => {
    const sources = releaseSources();
    expect(sources).toContain('server/main.ts');
    expect(sources.filter((path) => /\.test\.ts$|\.test-support\.ts$|(^|\/)test\//.test(path))).toEqual([]);
    expect(
      sources.filter((path) => /from 'vitest'|import\('vitest'\)/.test(readFileSync(resolve(root, path), 'utf8'))),
    ).toEqual([]);
  });
});
