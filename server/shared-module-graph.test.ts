import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server project's test files share one module graph per worker (`isolate: false` in
 * vitest.config.ts), so no file may change what the next one imports: no module mocks, no stubbed
 * globals or environment, no environment variable written, and fake timers put back in the file
 * that took them.
 */
const LEAKS =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|unstubAllGlobals)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' || entry === 'e2e' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('the server project shares modules between test files', () => {
  const files = ['server', 'shared', 'client'].flatMap(testFiles);

  it('so no test file mocks a module, stubs a global or writes the environment', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => LEAKS.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('and a file that fakes timers gives the real ones back', () => {
    const faking = files.filter((file) => readFileSync(file, 'utf8').includes('vi.useFakeTimers('));
    expect(faking.filter((file) => !readFileSync(file, 'utf8').includes('vi.useRealTimers('))).toEqual([]);
  });
});
