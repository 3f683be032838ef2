import { execSync } from 'node:child_process';

/** Browser tests run against the built client, as users get it: build it once per run. */
export default function buildClient(): void {
  // vitest sets NODE_ENV=test, which would give a development build of React.
  execSync('npx vite build --logLevel error', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
