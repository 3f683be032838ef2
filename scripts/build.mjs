// `npm run build`: the server (with shared/ and migrations/) compiled to build/ by tsc, the
// client bundled to dist/client by Vite, then a stamp that says when (written last, so an
// interrupted build counts as missing).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { BUILD_STAMP } from './build-freshness.mjs';
import { run } from './child.mjs';

rmSync('build', { recursive: true, force: true }); // a deleted source must not live on as stale .js
await run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// vitest and some shells set NODE_ENV=test/development, which would give a development React.
await run('npx', ['vite', 'build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production' });
mkdirSync('build', { recursive: true });
writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
