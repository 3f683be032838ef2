// Is the compiled tree (build/ for the server, dist/client for the client) at least as new as
// every source file and the lockfile? `npm start` rebuilds when it is not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_STAMP = 'build/.built-at';
const SOURCE_DIRS = ['server', 'shared', 'migrations', 'client'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts'];
// Tests and browser journeys are not part of what runs.
const IGNORED = /(\.test\.tsx?$|^e2e$|^node_modules$)/;

function newestIn(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!IGNORED.test(entry)) newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}

/** 'missing', 'stale' (with the reason) or 'fresh'. */
export function buildState(root = '.') {
  const stamp = join(root, BUILD_STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, 'dist/client/index.html'))) return { state: 'missing' };
  const builtAt = statSync(stamp).mtimeMs;
  const newest = Math.max(
    ...SOURCE_DIRS.map((dir) => newestIn(join(root, dir))),
    ...SOURCE_FILES.map((file) => newestIn(join(root, file))),
  );
  return newest > builtAt ? { state: 'stale' } : { state: 'fresh' };
}
