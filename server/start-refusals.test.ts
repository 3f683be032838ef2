import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, it, type ExpectStatic } from 'vitest';
import { freePort, startServerProcess } from './test/processes.js';
import { TEST_REDIS_URL, redisReachable, uniquePrefix } from './test/redis-reachable.js';

/**
 * The real start (server/main.ts) and the real commands, each given one bad setting: they refuse
 * with exit code 1 and one line that names the variable, never a stack trace.
 */
const dir = mkdtempSync(join(tmpdir(), 'portal-refusals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = 's'.repeat(40);
// Only what a service manager would give: no inherited NODE_ENV, TZ or DATABASE_URL.
const base = { PATH: process.env.PATH!, HOME: process.env.HOME!, PORT: '0', DATABASE_URL: join(dir, 'portal.sqlite') };

/** Generous: under a loaded CI machine a tsx start takes many seconds; a refusal is awaited, never timed. */
const RUN_LIMIT_MS = 240_000;

/** One command on `env`, awaited to its exit (the two refusals of the Redis test run side by side). */
async function run(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...base, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
  const [status, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (code, killedBy) => resolve([code, killedBy])),
  );
  clearTimeout(killer);
  if (signal) stderr += `\n[ended by ${signal}${signal === 'SIGKILL' ? ` after ${RUN_LIMIT_MS} ms` : ''}]`;
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  return { status, lines, stderr };
}

function expectOneLineRefusal(expect: ExpectStatic, result: Awaited<ReturnType<typeof run>>, pattern: RegExp): void {
  expect(result.status, result.stderr).toBe(1);
  expect(result.lines).toHaveLength(1);
  expect(result.lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
}

describe('a start with a bad setting refuses with one line naming it', { timeout: 300_000 }, () => {
  it('PORT= (empty) does not start on a random port', async ({ expect }) => {
    expectOneLineRefusal(
      expect,
      await run('server/main.ts', { PORT: '' }),
      /^Invalid configuration: PORT: is set but empty$/,
    );
  });

  it('a mistyped DATABASE_URL (postgress://) is refused, not taken for a SQLite file', async ({ expect }) => {
    const result = await run('server/main.ts', { DATABASE_URL: 'postgress://portal@db/portal' });
    expectOneLineRefusal(
      expect,
      result,
      /^Invalid configuration: DATABASE_URL: neither a file path nor a postgres:\/\//,
    );
    expect(existsSync('postgress:')).toBe(false);
  });

  it('production is decided by the settings file, not by the shell', async ({ expect }) => {
    const file = join(dir, 'production.env');
    writeFileSync(file, 'NODE_ENV=production\n');
    // The shell says development; the file says production, which requires a JWT_SECRET.
    const result = await run('server/main.ts', { NODE_ENV: 'development', PORTAL_ENV_FILE: file });
    expect(result.status, result.stderr).toBe(1);
    expect(result.lines).toEqual([
      `${file} replaces the value from the environment of: NODE_ENV`,
      expect.stringMatching(/^Invalid configuration: JWT_SECRET: required when NODE_ENV=production/),
    ]);
  });

  it('production refuses the example JWT_SECRET of deploy/compose.env.example, and a guessable one', async ({
    expect,
  }) => {
    const example = /^JWT_SECRET=(.*)$/m.exec(readFileSync('deploy/compose.env.example', 'utf8'))![1]!;
    const [published, repeated] = await Promise.all([
      run('server/main.ts', { NODE_ENV: 'production', JWT_SECRET: example }),
      run('server/main.ts', { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) }),
    ]);
    expectOneLineRefusal(expect, published, /^Invalid configuration: JWT_SECRET: is an example or placeholder/);
    expectOneLineRefusal(
      expect,
      repeated,
      /^Invalid configuration: JWT_SECRET: too easy to guess \(about \d+ bits; at least 128 are needed\)/,
    );
  });

  it('a PORTAL_ENV_FILE that does not exist is refused', async ({ expect }) => {
    const result = await run('server/main.ts', { PORTAL_ENV_FILE: join(dir, 'missing.env') });
    expectOneLineRefusal(
      expect,
      result,
      /^Invalid configuration: PORTAL_ENV_FILE: names .*missing\.env, which does not exist$/,
    );
  });

  it('PostgreSQL unreachable at start: one line naming DATABASE_URL, without its password', async ({ expect }) => {
    const port = await freePort();
    const result = await run('server/main.ts', { DATABASE_URL: `postgres://portal:hunter2@127.0.0.1:${port}/portal` });
    expectOneLineRefusal(
      expect,
      result,
      /^Cannot start: the database \(DATABASE_URL postgres:\/\/portal:\*\*\*@127\.0\.0\.1.*ECONNREFUSED/,
    );
    expect(result.stderr).not.toContain('hunter2');
  });
});

describe('the other commands read the same settings file', { timeout: 300_000 }, () => {
  it('db:migrate migrates the database the file names, and refuses a mistyped one in one line', async ({ expect }) => {
    const file = join(dir, 'migrate.env');
    const database = join(dir, 'from-file.sqlite');
    writeFileSync(file, `DATABASE_URL=${database}\n`);
    const migrated = await run('server/cli/migrate.ts', {
      PORTAL_ENV_FILE: file,
      DATABASE_URL: join(dir, 'shell.sqlite'),
    });
    expect(migrated.status, migrated.stderr).toBe(0);
    expect(existsSync(database)).toBe(true);
    expect(existsSync(join(dir, 'shell.sqlite'))).toBe(false);

    writeFileSync(file, 'DATABASE_URL=postgress://portal@db/portal\n');
    expectOneLineRefusal(
      expect,
      await run('server/cli/migrate.ts', { PORTAL_ENV_FILE: file }),
      /^Invalid configuration: DATABASE_URL:/,
    );
  });

  it('backup makes its folder (backups/ need not exist) and a copy only its owner reads', async ({ expect }) => {
    const source = join(dir, 'to-back-up.sqlite');
    new SQLite(source).exec('create table t (x integer)');
    const target = join(dir, 'backups', 'nested', 'portal.sqlite');
    const result = await run('scripts/backup.mjs', { DATABASE_URL: source }, [target]);
    expect(result.status, result.stderr).toBe(0);
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });
});

describe('where a node listens', { timeout: 300_000 }, () => {
  it('with demo data and no HOST it listens on loopback only and says so in its start line', async ({ expect }) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...base, LOG_LEVEL: 'warn', DATABASE_URL: join(dir, 'demo.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let output = '';
      const port = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Portal running at http:\/\/localhost:(\d+) \((.*)\)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      expect(output).toMatch(/demo data: listening on 127\.0\.0\.1 only; set HOST to open it to the network/);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      // Through any other address of this machine, nothing answers.
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (external) await expect(fetch(`http://${external.address}:${port}/healthz`)).rejects.toThrow();
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});

describe.runIf(await redisReachable())('nodes sharing Redis', () => {
  it(
    'a node whose JWT_SECRET differs from a running node refuses to start; Redis down: starts and says so',
    { timeout: 900_000 },
    async ({ expect }) => {
      const shared = { ...base, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniquePrefix(), SEED: 'none' };
      const startLimit = 240_000;
      const first = await startServerProcess(
        { ...shared, JWT_SECRET: secret, DATABASE_URL: join(dir, 'a.sqlite') },
        startLimit,
      );
      try {
        const [other, otherZone] = await Promise.all([
          run('server/main.ts', { ...shared, JWT_SECRET: 'o'.repeat(40), DATABASE_URL: join(dir, 'b.sqlite') }),
          run('server/main.ts', { ...shared, JWT_SECRET: secret, TZ: 'Europe/Paris' }),
        ]);
        expectOneLineRefusal(
          expect,
          other,
          /^Invalid configuration: JWT_SECRET: differs from the one of the running node /,
        );
        expect(other.stderr).not.toContain('o'.repeat(40));
        expectOneLineRefusal(expect, otherZone, /^Invalid configuration: TZ: differs/);
      } finally {
        await first.stop(120_000);
      }
      // Once the first node has stopped, its entry is gone: a new secret is accepted at once.
      const renewed = await startServerProcess(
        { ...shared, JWT_SECRET: 'n'.repeat(40), DATABASE_URL: join(dir, 'c.sqlite') },
        startLimit,
      );
      expect(await renewed.stop(120_000), renewed.output()).toBe(0);

      const deadRedis = `redis://127.0.0.1:${await freePort()}`;
      const alone = await startServerProcess({ ...shared, REDIS_URL: deadRedis, JWT_SECRET: secret }, startLimit);
      try {
        expect(alone.output()).toMatch(
          /Redis \(REDIS_URL redis:\/\/127\.0\.0\.1:\d+\) is not reachable: starting without it/,
        );
        expect((await fetch(`${alone.url}/healthz`)).status).toBe(200);
      } finally {
        await alone.stop(120_000);
      }
    },
  );
});
