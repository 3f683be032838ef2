import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docBlock, substituted } from './test/doc-blocks.js';
import { copyThisTree } from './test/install-copy.js';
import { randomJwtSecret } from './test/production-secret.js';
import type { TestSocket } from './test/sockets.js';

/**
 * SLOW (a few minutes on a loaded machine: three builds): a copy of an installed tree, run as
 * a practice runs it — owned by the portal's user, settings in its .env, NODE_ENV=production in
 * the shell — is updated with `npm run update` while its server runs, then rolled back. Run as
 * root (as an operator often does), the tree belongs to a user made for the test: the update and
 * the rollback run as root and must leave everything to that user, who then starts the portal.
 */
const tree = mkdtempSync(join(tmpdir(), 'portal-update-'));
const running: ReturnType<typeof spawn>[] = [];
const asRoot = process.getuid?.() === 0;
const portalUser = asRoot ? `portal-t${randomBytes(3).toString('hex')}` : undefined;
let owner = { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };

beforeAll(() => {
  if (!portalUser) return;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', tree, portalUser]);
  owner = {
    uid: Number(execFileSync('id', ['-u', portalUser], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', portalUser], { encoding: 'utf8' })),
  };
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(tree, { recursive: true, force: true });
  if (portalUser) spawnSync('userdel', [portalUser]);
});

function copyTrackedFiles(): void {
  copyThisTree(tree);
  chmodSync(tree, 0o755);
  if (portalUser) execFileSync('chown', ['-R', '-h', `${portalUser}:${portalUser}`, tree]);
}

/** This checkout's packages, each linked from a node_modules folder of the tree's own (the build writes in it). */
function linkNodeModules(): void {
  const modules = join(tree, 'node_modules');
  mkdirSync(modules);
  // Not the checkout's own caches (.vite-temp…): the build writes its own here.
  const packages = readdirSync('node_modules').filter((entry) => !entry.startsWith('.') || entry === '.bin');
  for (const entry of packages) symlinkSync(resolve('node_modules', entry), join(modules, entry));
  if (portalUser) execFileSync('chown', ['-R', '-h', `${portalUser}:${portalUser}`, modules]);
}

// What a new shell has: no DATABASE_URL, no JWT_SECRET; only NODE_ENV=production left exported.
const shell = { PATH: process.env.PATH!, HOME: tree, NODE_ENV: 'production' };
/** As the install's owner (the portal's user), or as root (`{ uid: 0, gid: 0 }`). */
const inTree = (script: string, args: string[] = [], as = owner) =>
  spawnSync(process.execPath, [script, ...args], {
    cwd: tree,
    env: shell,
    encoding: 'utf8',
    timeout: 600_000,
    ...as,
  });
const current = () => readlinkSync(join(tree, 'build/current'));

/** `npm start` as the portal's user (as its unit would): the server's URL, its output so far and a stop. */
async function startServer(): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: tree,
    env: shell,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...owner,
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
    output: () => output,
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

/** Files and folders under `path` that the portal's user does not own. */
function notOwnedByPortal(path: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    const stat = lstatSync(at);
    if (stat.uid !== owner.uid) found.push(at);
    if (stat.isDirectory()) for (const entry of readdirSync(at)) walk(join(at, entry));
  };
  walk(path);
  return found;
}

const UPDATE_PAGE = 'docs/operations/update-and-rollback.md';
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

      linkNodeModules();
      const built = inTree('scripts/build.mjs');
      expect(built.status, built.stderr).toBe(0);
      const first = current();

      const appTs = join(tree, 'server/app.ts');
      const source = readFileSync(appTs, 'utf8');
      writeFileSync(appTs, `${source}\nexport const broken: number = 'not a number';\n`);
      expect(inTree('scripts/build.mjs').status).not.toBe(0);
      writeFileSync(appTs, source); // its content is what counts, not its time
      expect(current()).toBe(first);
      expect(readdirSync(join(tree, 'build/releases'))).toEqual([first.replace('releases/', '')]);
    },
  );

  it(
    'npm run update (as root when the test is): the old server serves its own build until restarted, then tabs learn the new build; rollback restores, ends sessions, and npm start keeps running the rolled-back release',
    { timeout: 900_000 },
    async () => {
      const old = await startServer();
      const token = await signIn(old.url);
      const oldBuild = await buildToldOnConnect(old.url, token);
      expect(`releases/${oldBuild}`).toBe(current());
      const oldScript = scriptOf(await (await fetch(`${old.url}/`)).text());
      // A `git pull`: the sources change.
      appendFileSync(join(tree, 'client/main.tsx'), '\n// pulled: the next version\n');

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
      if (portalUser) expect(updateOutput).toContain(`Running as ${portalUser}, the owner of this install`);
      const backup = /To roll back \(restores (\S+\/pre-update-\d{8}T\d{6}Z\.sqlite),.*: npm run rollback$/m.exec(
        updateOutput,
      );
      expect(backup, updateOutput).not.toBeNull();
      expect(existsSync(backup![1]!)).toBe(true);
      // Whoever ran the update, everything in the install is the portal user's.
      expect(notOwnedByPortal(join(tree, 'build'))).toEqual([]);
      expect(notOwnedByPortal(join(tree, 'backups'))).toEqual([]);
      // Not restarted yet: still the old build, to the old tabs and to new connections.
      expect(await buildToldOnConnect(old.url, token)).toBe(oldBuild);
      expect((await fetch(`${old.url}${oldScript}`)).status).toBe(200);

      await old.stop();
      const renewed = await startServer();
      const newBuild = await buildToldOnConnect(renewed.url, token);
      expect(`releases/${newBuild}`).toBe(current());
      expect(newBuild).not.toBe(oldBuild); // an open tab of the old build now loads anew at its next navigation
      expect(scriptOf(await (await fetch(`${renewed.url}/`)).text())).not.toBe(oldScript);

      // A rollback under a running node is refused, and changes nothing.
      const refused = inTree('scripts/rollback.mjs', [], { uid: 0, gid: 0 });
      expect(refused.status, refused.stdout + refused.stderr).toBe(2);
      expect(refused.stderr).toMatch(/Cannot roll back: The database is in use by process \d+/);
      expect(current()).toBe(`releases/${newBuild}`);
      await renewed.stop();

      // The update page's own block, as root.
      const rollback = spawnSync(
        'bash',
        ['-e', '-c', substituted(docBlock(UPDATE_PAGE, 'rollback'), { '/srv/portal': tree })],
        {
          env: shell,
          encoding: 'utf8',
          timeout: 300_000,
        },
      );
      expect(rollback.status, rollback.stdout + rollback.stderr).toBe(0);
      expect(current()).toBe(`releases/${oldBuild}`);
      expect(rollback.stdout).toMatch(/the database it replaced is kept at \S+before-rollback-\d{8}T\d{6}Z\.sqlite/);
      expect(notOwnedByPortal(join(tree, 'build'))).toEqual([]);
      expect(notOwnedByPortal(join(tree, 'data'))).toEqual([]);
      const db = new SQLite(join(tree, 'data', 'portal.sqlite'), { readonly: true });
      const open = db.prepare('select count(*) as n from sessions where revoked_at is null').get() as { n: number };
      db.close();
      expect(open.n).toBe(0);

      // npm start runs the release the rollback chose, without rebuilding the newer sources.
      const after = await startServer();
      try {
        expect(await buildToldOnConnect(after.url, await signIn(after.url))).toBe(oldBuild);
        expect(after.output()).toContain(`Running releases/${oldBuild}, chosen by npm run rollback`);
        expect(after.output()).not.toMatch(/rebuilding|Building/);
      } finally {
        await after.stop();
      }
      expect(JSON.parse(readFileSync(join(tree, 'build/last-update.json'), 'utf8'))).toMatchObject({
        database: join(tree, 'data', 'portal.sqlite'),
      });
    },
  );
});
