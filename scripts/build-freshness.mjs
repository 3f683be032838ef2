// Which release runs, and whether it was built from the sources here. A release records the
// hash of the sources and the lockfile it was built from (release.json `sourceHash`): file
// times say nothing (`git pull`, `npm prune` and copies change them, not the code). In an install
// managed by `npm run update` and `npm run rollback`, those two choose the release
// (build/selected.json) and nothing else does: a rolled-back install stays rolled back.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const RELEASES = 'build/releases';
export const CURRENT = 'build/current';
export const SELECTED = 'build/selected.json';
const MANIFEST = join(CURRENT, 'release.json');
const SOURCE_DIRS = ['server', 'shared', 'migrations', 'client'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'vite.config.ts',
  'scripts/settings-syntax.mjs',
];
// Tests and browser journeys are not part of what runs.
const IGNORED = /(\.test\.tsx?$|^e2e$|^node_modules$)/;
const BUILD_TOOLS = ['typescript', 'vite', '@vitejs/plugin-react', 'react', 'react-dom'];

function filesIn(root, path, into) {
  const full = join(root, path);
  if (!existsSync(full)) return into;
  if (!statSync(full).isDirectory()) return (into.push(path), into);
  for (const entry of readdirSync(full).sort()) if (!IGNORED.test(entry)) filesIn(root, join(path, entry), into);
  return into;
}

/** sha256 of every source file (its path and content) and of the lockfile: what a build is made from. */
export function sourceHash(root = '.') {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS, ...SOURCE_FILES].flatMap((path) => filesIn(root, path, []));
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** The first build tool (a devDependency) this install lacks, or undefined. */
export function buildToolsMissing(root = '.') {
  return BUILD_TOOLS.find((name) => !existsSync(join(root, 'node_modules', name, 'package.json')));
}

/** What `update` or `rollback` chose ({ release, by, at }), or undefined (no choice made, or undone by a build). */
export function selectedRelease(root = '.') {
  const file = join(root, SELECTED);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * 'missing' (no build), 'fresh' (built from these sources), 'selected' (chosen by update or
 * rollback: runs as it is, whatever the sources) or 'stale' (the sources changed since the build).
 */
export function buildState(root = '.') {
  const manifest = join(root, MANIFEST);
  if (!existsSync(manifest) || !existsSync(join(root, CURRENT, 'client/index.html'))) return { state: 'missing' };
  const release = readlinkSync(join(root, CURRENT));
  const built = JSON.parse(readFileSync(manifest, 'utf8')).sourceHash;
  const sourcesMatch = built !== undefined && built === sourceHash(root);
  const selected = selectedRelease(root);
  if (selected?.release === release) return { state: 'selected', release, selected, sourcesMatch };
  return { state: sourcesMatch ? 'fresh' : 'stale', release };
}
