// `npm run build`: a new release in build/releases/<id>/ — the server (with shared/ and
// migrations/) compiled by tsc into server/…, the client bundled by Vite into client/, then
// release.json (with the hash of the sources it was built from) — and only when all of it succeeded, build/current is switched to it in one
// rename. A failed build leaves the working one untouched; a running server keeps serving its
// own release (read at its start) until it is restarted.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CURRENT, RELEASES, SELECTED, buildToolsMissing, sourceHash } from './build-freshness.mjs';
import { run } from './child.mjs';

/** Releases kept besides the current one: what still-running servers and a quick rollback use. */
const KEEP = 3;

const missing = buildToolsMissing();
if (missing) {
  console.error(
    `Cannot build: ${missing} is not installed (npm leaves devDependencies out when NODE_ENV=production). ` +
      'Run `npm ci --include=dev`, then build again. The current build is untouched.',
  );
  process.exit(1);
}

// What this build is made of, taken before the compilers read it.
const hash = sourceHash();
const id = `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${randomBytes(3).toString('hex')}`;
const release = join(RELEASES, id);
let finished = false;
process.on('exit', () => {
  if (!finished) rmSync(release, { recursive: true, force: true });
});
mkdirSync(release, { recursive: true });

// Through node and the packages' own files, never npx: npx would offer to download a package
// named `tsc` when TypeScript is missing.
await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', release]);
// Data tsc does not copy, and the settings parser the server shares with the commands.
cpSync('server/auth/common-passwords.txt', join(release, 'server/auth/common-passwords.txt'));
cpSync('scripts/settings-syntax.mjs', join(release, 'scripts/settings-syntax.mjs'));
// vitest and some shells set NODE_ENV=test/development, which would give a development React.
await run(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', resolve(release, 'client')],
  { ...process.env, NODE_ENV: 'production', VITE_BUILD_ID: id },
);
writeFileSync(
  join(release, 'release.json'),
  `${JSON.stringify({ id, builtAt: new Date().toISOString(), sourceHash: hash })}\n`,
);

// The switch: a new symlink renamed over the old one (rename is atomic; a crash leaves one or the other).
const next = `${CURRENT}.next`;
rmSync(next, { force: true });
symlinkSync(join('releases', id), next);
renameSync(next, CURRENT);
// A build chooses the release it made: what update or rollback had chosen no longer holds.
rmSync(SELECTED, { force: true });
finished = true;

const older = readdirSync(RELEASES)
  .filter((name) => name !== id)
  .sort()
  .reverse();
for (const name of older.slice(KEEP)) rmSync(join(RELEASES, name), { recursive: true, force: true });
console.log(`Built release ${id} (build/current → ${release}).`);
if (existsSync('build/server'))
  console.log('The build/server and dist/client of the previous layout may be deleted after a restart.');
