// Is the current release (build/current: the server and its client, see build.mjs) at least as
// new as every source file and the lockfile? `npm start` rebuilds when it is not.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const RELEASES = 'build/releases';
export const CURRENT = 'build/current';
const MANIFEST = join(CURRENT, 'release.json');
const SOURCE_DIRS = ['server', 'shared', 'migrations', 'client'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts'];
// Tests and browser journeys are not part of what runs.
const IGNORED = /(\.test\.tsx?$|^e2e$|^node_modules$)/;
const BUILD_TOOLS = ['typescript', 'vite', '@vitejs/plugin-react', 'react', 'react-dom'];

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

/** The first build tool (a devDependency) this install lacks, or undefined. */
export function buildToolsMissing(root = '.') {
  return BUILD_TOOLS.find((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));
}

/** 'missing', 'stale' or 'fresh'. */
export function buildState(root = '.') {
  const manifest = join(root, MANIFEST);
  if (!existsSync(manifest) || !existsSync(join(root, CURRENT, 'client/index.html'))) return { state: 'missing' };
  const builtAt = statSync(manifest).mtimeMs;
  const newest = Math.max(
    ...SOURCE_DIRS.map((dir) => newestIn(join(root, dir))),
    ...SOURCE_FILES.map((file) => newestIn(join(root, file))),
  );
  return newest > builtAt ? { state: 'stale' } : { state: 'fresh' };
}
