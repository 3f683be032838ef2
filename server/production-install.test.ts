import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyThisTree } from './test/install-copy.js';
import { randomJwtSecret } from './test/production-secret.js';

/**
 * SLOW (about a minute on a loaded machine): a fresh clone of this tree is built, then
 * installed as a practice's server would be (`npm ci --omit=dev`, from the local npm cache),
 * and the compiled server is started with plain node: no tsx, no Vite, no TypeScript there.
 */
const clone = mkdtempSync(join(tmpdir(), 'portal-clone-'));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, input?: string): string {
  const result = spawnSync(command, args, { cwd: clone, env, encoding: 'utf8', input });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} → ${result.status}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const PRODUCTION_SECRET = randomJwtSecret();
const productionEnv = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  JWT_SECRET: PRODUCTION_SECRET,
  DATABASE_URL: join(clone, 'data', 'portal.sqlite'),
  HOST: '127.0.0.1',
  PORT: '0',
  ...extra,
});

describe('a production install (slow)', () => {
  it(
    'builds, installs without dev dependencies, migrates, creates a user, starts with node, serves the client and signs in',
    { timeout: 300_000 },
    async () => {
      const timings: Record<string, number> = {};
      const timed = <T>(name: string, work: () => T): T => {
        const started = Date.now();
        const result = work();
        timings[name] = Date.now() - started;
        return result;
      };

      timed('copy', () => copyThisTree(clone));
      // Build with the development install (what CI or the practice's build step has)...
      symlinkSync(resolve('node_modules'), join(clone, 'node_modules'));
      timed('build', () => run(process.execPath, ['scripts/build.mjs'], { ...process.env, NODE_ENV: 'production' }));
      unlinkSync(join(clone, 'node_modules'));
      // ...then install only what runs.
      // --ignore-scripts + the addon this machine already compiled: compiling better-sqlite3 again
      // takes over a minute on a busy machine and tests nothing of ours.
      timed('npm ci --omit=dev', () =>
        run('npm', ['ci', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--ignore-scripts']),
      );
      const addon = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
      mkdirSync(dirname(join(clone, addon)), { recursive: true });
      cpSync(resolve(addon), join(clone, addon));
      for (const buildOnly of ['tsx', 'vite', 'typescript', '@vitejs/plugin-react', 'react']) {
        expect(existsSync(join(clone, 'node_modules', buildOnly)), buildOnly).toBe(false);
      }

      expect(timed('db:migrate', () => run('npm', ['run', '--silent', 'db:migrate'], productionEnv()))).toContain(
        'up to date',
      );
      const created = timed('user:create', () =>
        run(
          'npm',
          [
            'run',
            '--silent',
            'user:create',
            '--',
            '--username',
            'itadmin',
            '--role',
            '1',
            '--name',
            'Ida Tan',
            '--initial',
            'IT',
            '--email',
            'it@example.org',
          ],
          productionEnv(),
          'a-strong-password\n',
        ),
      );
      expect(created).toMatch(/Created user itadmin/);

      // Sources untouched since the build: npm start must not try to rebuild (it could not here).
      const started = Date.now();
      const server = spawn('npm', ['start', '--silent'], {
        cwd: clone,
        env: productionEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const url = await new Promise<string>((resolvePort, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Portal running at http:\/\/localhost:(\d+)/.exec(output);
          if (match) resolvePort(`http://127.0.0.1:${match[1]}`);
        });
        server.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      timings.start = Date.now() - started;
      expect(output).not.toMatch(/Building|rebuilding|Warning/);
      expect(output).not.toContain('Seeded the demo practice'); // production: no demo data

      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'itadmin', password: 'a-strong-password' }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()) as object).toHaveProperty('token');
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      console.log(`production install timings (ms): ${JSON.stringify(timings)}`);
      // SIGTERM to npm itself (as a service manager sends it) reaches the server: it shuts down
      // cleanly, nothing is left running, and npm start exits 0.
      const exited = new Promise<number | null>((resolveExit) => server.on('exit', resolveExit));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    },
  );

  it('a touched source is not a change; with changed sources and no build tools, it warns and runs the existing build', () => {
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(clone, 'server', 'app.ts'), later, later);
    utimesSync(join(clone, 'package-lock.json'), later, later);
    const touched = spawnSync('node', ['scripts/run-built.mjs', 'server/cli/migrate'], {
      cwd: clone,
      env: productionEnv(),
      encoding: 'utf8',
    });
    expect(touched.status).toBe(0);
    expect(touched.stdout + touched.stderr).not.toMatch(/differ|rebuild|Warning/);
    appendFileSync(join(clone, 'server', 'app.ts'), '\n// changed after the build\n');
    // No build tools in this install: it warns and runs the existing build.
    const result = spawnSync('node', ['scripts/run-built.mjs', 'server/cli/migrate'], {
      cwd: clone,
      env: productionEnv(),
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/the sources differ from the build, and the build tools are not installed/);
  });
});
