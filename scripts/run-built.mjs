// `node scripts/run-built.mjs <module> [args]`: runs build/current/<module>.js with plain node.
// npm start, db:migrate and user:create go through here. The release that runs is the one
// `npm run update` or `npm run rollback` chose, as it is; with no such choice, the build of the
// sources here, rebuilt first when it is missing or the sources (by their hash) changed.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT, buildState, buildToolsMissing } from './build-freshness.mjs';
import { run } from './child.mjs';
import { runAsOwner, whoRuns } from './install-owner.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
const [module, ...args] = process.argv.slice(2);
if (!module) {
  console.error('usage: node scripts/run-built.mjs <module, e.g. server/main> [args]');
  process.exit(2);
}

// Run by root, the node (and any build) runs as the install's owner: its files stay that user's.
const command = { 'server/main': 'start', 'server/cli/migrate': 'db:migrate', 'server/cli/create-user': 'user:create' };
if (whoRuns(command[module] ?? module) === 'root')
  process.exit(await runAsOwner('scripts/run-built.mjs', [module, ...args]));

const build = buildState();
if (build.state === 'selected' && !build.sourcesMatch) {
  console.log(
    `Running ${build.release}, chosen by npm run ${build.selected.by} (${build.selected.at}); ` +
      'the sources here differ from it: `npm run update` builds and runs them.',
  );
} else if (build.state === 'missing' || build.state === 'stale') {
  // An install without dev dependencies (npm ci --omit=dev) cannot build: run what is there.
  const canBuild = !buildToolsMissing();
  if (canBuild) {
    console.log(
      build.state === 'missing' ? 'Building (first start)...' : 'Sources changed since the last build: rebuilding...',
    );
    await run(process.execPath, ['scripts/build.mjs']);
  } else if (build.state === 'missing') {
    console.error(
      'No build here, and the build tools are not installed: run `npm ci --include=dev && npm run build` first.',
    );
    process.exit(1);
  } else {
    console.warn(
      'Warning: the sources differ from the build, and the build tools are not installed (npm ci --omit=dev); running the existing build.',
    );
  }
}
await run(process.execPath, ['--enable-source-maps', join(CURRENT, `${module}.js`), ...args]);
