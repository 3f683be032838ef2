import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { randomJwtSecret } from './test/production-secret.js';
import type { TestSocket } from './test/sockets.js';

/**
 * SLOW (a few minutes on a loaded machine: three builds): a copy of an installed tree, run as
 * a practice runs it — settings in its .env, NODE_ENV=production in the shell — is updated
 * with `npm run update` while its server runs.
 */
const tree = mkdtempSync(join(tmpdir(), 'portal-update-'));
const running: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(tree, { recursive: true, force: true });
});

function copyTrackedFiles(): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(file) || file === 'node_modules') continue;
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    cpSync(file, join(tree, file), { preserveTimestamps: true });
  }
}

// What a new shell has: no DATABASE_URL, no JWT_SECRET; only NODE_ENV=production left exported.
const shell = { PATH: process.env.PATH!, HOME: process.env.HOME!, NODE_ENV: 'production' };
const inTree = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, [script, ...args], { cwd: tree, env: shell, encoding: 'utf8', timeout: 600_000 });
const current = () => readlinkSync(join(tree, 'build/current'));

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['scripts/run-built.mjs', 'server/main'], {
    cwd: tree,
    env: shell,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<string>((resolvePort, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Portal running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolvePort(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'portal-demo' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The build id a server tells a socket when it connects (what an open tab compares with its own). */
async function buildToldOnConnect(url: string, token: string): Promise<string> {
  const socket: TestSocket = io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  try {
    return await new Promise<string>((resolveId, reject) => {
      socket.once('server:build', ({ id }) => resolveId(id));
      socket.once('connect_error', reject);
    });
  } finally {
    socket.close();
  }
}

const scriptOf = (html: string) => /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;

describe('updating an installed portal (slow)', () => {
  it(
    'a build without its tools refuses in one line and leaves the build; a failed build keeps the working one',
    { timeout: 600_000 },
    () => {
      copyTrackedFiles();
      const database = join(tree, 'data', 'portal.sqlite');
      writeFileSync(
        join(tree, '.env'),
        `NODE_ENV=production\nSEED=demo\nHOST=127.0.0.1\nPORT=0\nJWT_SECRET=${randomJwtSecret()}\nDATABASE_URL=${database}\n`,
      );
      // The trap of the old recipe: `npm ci` under NODE_ENV=production has no build tools.
      const toolless = inTree('scripts/build.mjs');
      expect(toolless.status).toBe(1);
      expect(toolless.stderr.trim()).toMatch(/^Cannot build: typescript is not installed .*--include=dev/);
      expect(existsSync(join(tree, 'build/current'))).toBe(false);

      symlinkSync(resolve('node_modules'), join(tree, 'node_modules'));
      expect(inTree('scripts/build.mjs').status).toBe(0);
      const first = current();

      const appTs = join(tree, 'server/app.ts');
      const source = readFileSync(appTs, 'utf8');
      const touched = statSync(appTs);
      writeFileSync(appTs, `${source}\nexport const broken: number = 'not a number';\n`);
      expect(inTree('scripts/build.mjs').status).not.toBe(0);
      writeFileSync(appTs, source);
      // Restored as it was, timestamp too: else the next start would find the build stale and rebuild.
      utimesSync(appTs, touched.atime, touched.mtime);
      expect(current()).toBe(first);
      expect(readdirSync(join(tree, 'build/releases'))).toEqual([first.replace('releases/', '')]);
    },
  );

  it(
    'npm run update with NODE_ENV=production: the old server serves its own build until restarted, then tabs learn the new build; rollback restores and ends sessions',
    { timeout: 900_000 },
    async () => {
      const old = await startServer();
      const token = await signIn(old.url);
      const oldBuild = await buildToldOnConnect(old.url, token);
      expect(`releases/${oldBuild}`).toBe(current());
      const oldScript = scriptOf(await (await fetch(`${old.url}/`)).text());

      // While the update runs, the running server keeps answering with its own page and assets.
      const update = spawn(process.execPath, ['scripts/update.mjs', '--no-install'], {
        cwd: tree,
        env: shell,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(update);
      let updateOutput = '';
      update.stdout.on('data', (chunk: Buffer) => (updateOutput += chunk.toString()));
      update.stderr.on('data', (chunk: Buffer) => (updateOutput += chunk.toString()));
      const updated = new Promise<number | null>((resolveExit) => update.once('exit', resolveExit));
      let finished = false;
      void updated.then(() => (finished = true));
      const failures: string[] = [];
      let probes = 0;
      while (!finished) {
        const page = await fetch(`${old.url}/`).then((response) => response.text());
        const asset = await fetch(`${old.url}${oldScript}`);
        probes += 1;
        if (scriptOf(page) !== oldScript || asset.status !== 200) failures.push(`${scriptOf(page)} ${asset.status}`);
        await new Promise((resolveWait) => setTimeout(resolveWait, 250));
      }
      expect(await updated, updateOutput).toBe(0);
      expect(probes).toBeGreaterThan(0);
      expect(failures).toEqual([]);
      expect(current()).not.toBe(`releases/${oldBuild}`);
      const backup = /To roll back \(restores (backups\/pre-update-\S+\.sqlite),.*: npm run rollback$/m.exec(
        updateOutput,
      );
      expect(backup, updateOutput).not.toBeNull();
      expect(existsSync(join(tree, backup![1]!))).toBe(true);
      // Not restarted yet: still the old build, to the old tabs and to new connections.
      expect(await buildToldOnConnect(old.url, token)).toBe(oldBuild);
      expect((await fetch(`${old.url}${oldScript}`)).status).toBe(200);

      await old.stop();
      const renewed = await startServer();
      const newBuild = await buildToldOnConnect(renewed.url, token);
      expect(`releases/${newBuild}`).toBe(current());
      expect(newBuild).not.toBe(oldBuild); // an open tab of the old build now loads anew at its next navigation
      expect(scriptOf(await (await fetch(`${renewed.url}/`)).text())).not.toBe(oldScript);
      await renewed.stop();

      const rollback = inTree('scripts/rollback.mjs');
      expect(rollback.status, rollback.stdout + rollback.stderr).toBe(0);
      expect(current()).toBe(`releases/${oldBuild}`);
      const db = new SQLite(join(tree, 'data', 'portal.sqlite'), { readonly: true });
      const open = db.prepare('select count(*) as n from sessions where revoked_at is null').get() as { n: number };
      db.close();
      expect(open.n).toBe(0);
    },
  );
});
