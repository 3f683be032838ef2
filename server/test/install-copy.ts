import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A fresh install of this tree in `target`, as a clone would give it: the tracked files (and new
 * ones not ignored), without node_modules, builds, data or settings.
 */
export function copyThisTree(target: string): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(file) || file === 'node_modules') continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(file, join(target, file), { preserveTimestamps: true });
  }
}
