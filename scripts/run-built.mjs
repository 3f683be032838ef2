// `node scripts/run-built.mjs <module> [args]`: runs build/current/<module>.js with plain node, after
// rebuilding when the build is missing or older than the sources or the lockfile. npm start,
// db:migrate, user:create and backup go through here.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT, buildState, buildToolsMissing } from './build-freshness.mjs';
import { run } from './child.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
const [module, ...args] = process.argv.slice(2);
if (!module) {
  console.error('usage: node scripts/run-built.mjs <module, e.g. server/main> [args]');
  process.exit(2);
}

const { state } = buildState();
if (state !== 'fresh') {
  // An install without dev dependencies (npm ci --omit=dev) cannot build: run what is there.
  const canBuild = !buildToolsMissing();
  if (canBuild) {
    console.log(
      state === 'missing' ? 'Building (first start)...' : 'Sources changed since the last build: rebuilding...',
    );
    await run(process.execPath, ['scripts/build.mjs']);
  } else if (state === 'missing') {
    console.error(
      'No build here, and the build tools are not installed: run `npm ci --include=dev && npm run build` first.',
    );
    process.exit(1);
  } else {
    console.warn(
      'Warning: sources are newer than the build, and the build tools are not installed (npm ci --omit=dev); running the existing build.',
    );
  }
}
await run(process.execPath, ['--enable-source-maps', join(CURRENT, `${module}.js`), ...args]);
