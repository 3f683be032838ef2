// `npm start`: builds the client when it is not built yet, then runs the server.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

if (!existsSync('dist/client/index.html')) {
  console.log('Building the client (first start)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
