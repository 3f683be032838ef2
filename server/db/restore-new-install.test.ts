import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, testTimeZone } from '../test/harness.js';
import { testClock } from '../test/test-clock.js';
import { randomJwtSecret } from '../test/production-secret.js';
import { docBlock, substituted } from '../test/doc-blocks.js';
import { copyThisTree } from '../test/install-copy.js';
import { startServerProcess } from '../test/processes.js';
import { PG_ADMIN_URL, postgresReachable } from '../test/scratch-postgres.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import { seedDemoData } from './seed.js';

/**
 * The backup page's path to a new machine, end to end, for SQLite and PostgreSQL: records written
 * on an old install, its blocks run as written (`npm run backup` there), a fresh copy of this tree
 * with its own settings, the page's `npm run restore` there, and the new install's own server
 * serves the same records. Paths of the page (/srv/portal, /tmp/portal-…) are this test's own.
 */
const PAGE = 'docs/operations/backup-and-restore.md';
const EXAMPLE_FILE = '/tmp/portal-20250704T021500Z.sqlite';
const JWT_SECRET = randomJwtSecret();
const root = mkdtempSync(join(tmpdir(), 'portal-new-install-'));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

/** An install: this tree copied (once per name), its packages linked, its settings file (re)written. */
function install(name: string, settings: Record<string, string>): string {
  const dir = join(root, name);
  if (!existsSync(dir)) {
    copyThisTree(dir);
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  }
  writeFileSync(
    join(dir, '.env'),
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  return dir;
}

/** One of the page's blocks, run with bash as written, the page's paths replaced by `paths`. */
function runBlock(label: string, paths: Record<string, string>, env: Record<string, string> = {}) {
  const result = spawnSync('bash', ['-e', '-c', substituted(docBlock(PAGE, label), paths)], {
    env: { PATH: process.env.PATH!, HOME: root, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}

/** The old practice: demo data and a few records written through the API; answers what its rounds list serves. */
async function writeRecords(databaseUrl: string): Promise<unknown> {
  const db = connectDatabase(databaseUrl);
  await migrateToLatest(db);
  const clock = testClock({}, testTimeZone());
  await seedDemoData(db, { clock });
  const app = await buildApp({ config: testConfig({ databaseUrl, jwtSecret: JWT_SECRET }), db, clock });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'portal-demo' },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    for (const last_name of ['Moved', 'Kept']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/hospital-round',
        headers,
        payload: {
          room: '7',
          first_name: 'Newhost',
          last_name,
          age: '70 M',
          mrn: `NH-${last_name}`,
          diagnosis: 'Hernia',
          procedure: 'Repair',
          notes: 'Diet: NPO',
          facility: 'PHH',
          so: 0,
          dc: 0,
        },
      });
      expect(created.statusCode).toBe(201);
    }
    return (await app.inject({ method: 'GET', url: '/api/hospital-round', headers })).json();
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** What the new install's own server (started in its folder, on its settings file) serves. */
async function servedByNewInstall(dir: string): Promise<unknown> {
  const server = await startServerProcess({}, 90_000, dir);
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'portal-demo' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const rounds = await fetch(`${server.url}/api/hospital-round`, { headers: { authorization: `Bearer ${token}` } });
    return await rounds.json();
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

const reachable = await postgresReachable();
if (!reachable) console.warn('PostgreSQL is not reachable on loopback: the PostgreSQL restore is skipped.');

const production = { NODE_ENV: 'production', SEED: 'none', HOST: '127.0.0.1', PORT: '0', JWT_SECRET };

describe('restoring onto a new machine (the backup page, end to end)', () => {
  it(
    'SQLite: backup on the old install, restore into a fresh one, the same records served',
    { timeout: 240_000 },
    async () => {
      const backups = join(root, 'old-backups-sqlite');
      const old = install('old', {
        ...production,
        DATABASE_URL: join(root, 'old-data', 'portal.sqlite'),
        BACKUP_DIR: backups,
      });
      const served = await writeRecords(join(root, 'old-data', 'portal.sqlite'));

      const backup = runBlock('backup', { '/srv/portal': old });
      expect(backup.status, backup.output).toBe(0);
      const [made] = readdirSync(backups);
      const carried = join(root, 'carried', 'portal-20250704T021500Z.sqlite'); // "scp" to the new machine
      mkdirSync(join(root, 'carried'));
      copyFileSync(join(backups, made!), carried);

      const fresh = install('new-sqlite', { ...production, DATABASE_URL: join(root, 'new-data', 'portal.sqlite') });
      const restore = runBlock('new-machine', { '/srv/portal': fresh, [EXAMPLE_FILE]: carried });
      expect(restore.status, restore.output).toBe(0);
      expect(restore.stdout).toContain(
        `into the SQLite database ${join(root, 'new-data', 'portal.sqlite')} (settings: ${fresh}/.env)`,
      );
      expect(restore.stdout).toContain('There was no database to keep.');
      expect(await servedByNewInstall(fresh)).toEqual(served);
    },
  );

  it.skipIf(!reachable)(
    'PostgreSQL: the same, with a password that no command line shows; refused while a node is connected',
    { timeout: 240_000 },
    async () => {
      const suffix = randomBytes(4).toString('hex');
      const [role, oldName, newName] = [`portal_${suffix}`, `portal_old_${suffix}`, `portal_new_${suffix}`];
      const password = `pw:${randomBytes(8).toString('hex')}@x`;
      const admin = new pg.Client(PG_ADMIN_URL);
      await admin.connect();
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
      await admin.query(`CREATE DATABASE ${oldName} OWNER ${role}`);
      await admin.query(`CREATE DATABASE ${newName} OWNER ${role}`);
      cleanups.push(async () => {
        for (const name of [oldName, newName]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS ${role}`);
        await admin.end();
      });
      const adminUrl = new URL(PG_ADMIN_URL);
      const urlOf = (name: string) =>
        `postgres://${role}:${encodeURIComponent(password)}@${adminUrl.hostname}:${adminUrl.port || 5432}/${name}`;

      // PostgreSQL's tools, each recording its command line before it runs.
      const bin = join(root, 'recording-bin');
      mkdirSync(bin);
      for (const tool of ['pg_dump', 'pg_restore', 'psql']) {
        const real = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
        writeFileSync(
          join(bin, tool),
          `#!/bin/sh\nprintf '%s\\n' "$0 $*" >> ${root}/pg-command-lines\nexec ${real} "$@"\n`,
        );
        chmodSync(join(bin, tool), 0o755);
      }
      const withRecording = { PATH: `${bin}:${process.env.PATH}` };

      const backups = join(root, 'old-backups-postgres');
      const old = install('old', { ...production, DATABASE_URL: urlOf(oldName), BACKUP_DIR: backups });
      const served = await writeRecords(urlOf(oldName));
      const backup = runBlock('backup', { '/srv/portal': old }, withRecording);
      expect(backup.status, backup.output).toBe(0);
      expect(backup.stdout).toContain(`Backing up the PostgreSQL database ${oldName} on`);
      const [made] = readdirSync(backups);
      expect(made).toMatch(/^portal-\d{8}T\d{6}Z\.dump$/);
      const carried = join(root, 'carried-postgres.dump');
      copyFileSync(join(backups, made!), carried);

      const fresh = install('new-postgres', { ...production, DATABASE_URL: urlOf(newName) });
      const paths = { '/srv/portal': fresh, [EXAMPLE_FILE]: carried };
      // A node connected to the new database: refused, and nothing changed.
      const node = connectDatabase(urlOf(newName));
      await sql`select 1`.execute(node);
      const refused = runBlock('new-machine', paths, withRecording);
      await node.destroy();
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/The database is in use by a portal node \(PostgreSQL backend \d+, from /);
      const tablesIn = async (url: string) => {
        const client = new pg.Client(url);
        await client.connect();
        try {
          return (await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows[0]
            .n as number;
        } finally {
          await client.end();
        }
      };
      expect(await tablesIn(urlOf(newName))).toBe(0);

      const restore = runBlock('new-machine', paths, withRecording);
      expect(restore.status, restore.output).toBe(0);
      expect(await tablesIn(urlOf(newName))).toBeGreaterThan(10);
      expect(await servedByNewInstall(fresh)).toEqual(served);

      const commandLines = readFileSync(join(root, 'pg-command-lines'), 'utf8');
      // pg_restore and psql run as one pipe, so either may record its line first.
      for (const tool of ['pg_dump', 'pg_restore', 'psql'])
        expect(commandLines).toMatch(new RegExp(`^\\S*/${tool} `, 'm'));
      for (const shown of [commandLines, backup.output, refused.output, restore.output]) {
        expect(shown).not.toContain(password);
        expect(shown).not.toContain(encodeURIComponent(password));
      }
    },
  );
});
