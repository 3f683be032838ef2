import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig } from '../test/harness.js';
import { runPortalCommand, writeSettingsFile } from '../test/portal-command.js';
import { connectDatabase } from './connect.js';
import type { LoginResponse } from '../../shared/schemas/auth.js';
import { readJson } from '../test/read-json.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('npm run backup and npm run restore (SQLite)', () => {
  it('copies the live database while writes go on; the copy holds every acknowledged write and restores', async () => {
    const t = await createTestApp({ database: 'sqlite' });
    const databaseUrl = t.app.config.databaseUrl;
    const base = await t.listen();
    const token = await t.login('admin');
    const recipient = String(await t.userId('staff'));

    const acknowledged: number[] = [];
    let writing = true;
    let failures = 0;
    const send = async (subject: string): Promise<number> => {
      const response = await fetch(`${base}/api/send-message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ subject, message: 'x'.repeat(2_000), recipients: [recipient] }),
      });
      if (response.status !== 201) throw new Error(`send-message ${response.status}`);
      return (await readJson<{ message: { id: number } }>(response)).message.id;
    };
    const writers = Array.from({ length: 3 }, async (_, writer) => {
      for (let index = 0; writing; index += 1) {
        try {
          acknowledged.push(await send(`writer ${writer} #${index}`));
        } catch {
          failures += 1;
        }
      }
    });

    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = [...acknowledged];
    const backups = join(dir, 'backups');
    const settings = writeSettingsFile(dir, { DATABASE_URL: databaseUrl, BACKUP_DIR: backups });
    const backup = await runPortalCommand('backup.mjs', [], settings);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.stdout).toContain(`Backing up the SQLite database ${databaseUrl} (settings: ${settings}).`);
    expect(backup.stdout).toMatch(/integrity ok/);
    expect(failures).toBe(0);
    expect(duringBackup).toBeGreaterThan(0); // the portal kept writing while the copy was taken
    const [name] = readdirSync(backups);
    expect(name).toMatch(/^portal-\d{8}T\d{6}Z\.sqlite$/);
    const target = join(backups, name!);
    expect(modeOf(target)).toBe(0o600);
    expect(modeOf(backups)).toBe(0o700);

    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const inCopy = new Set((copy.prepare('select id from messages').all() as { id: number }[]).map((row) => row.id));
    copy.close();
    expect(beforeBackup.filter((id) => !inCopy.has(id))).toEqual([]);

    // Written after the backup: gone once the copy is restored.
    const later = await send('after the backup');
    expect(inCopy.has(later)).toBe(false);

    // While the portal has the database open, a restore is refused and changes nothing.
    const refused = await runPortalCommand('restore.mjs', [target], settings);
    expect(refused.code, refused.output).toBe(2);
    expect(refused.stderr).toMatch(/^The database is in use by process \d+ \(.*\)\. Stop every portal node first/);
    expect(readdirSync(backups)).toEqual([name]);
    // The portal stops (its files stay).
    await t.app.close();
    await t.db.destroy();

    // Stopped: restored, the replaced database kept, every session ended.
    const restore = await runPortalCommand('restore.mjs', [target], settings);
    expect(restore.code, restore.output).toBe(0);
    const keptCopy = /The database it replaced is kept at (\S+)\.sqlite\./.exec(restore.stdout);
    expect(keptCopy, restore.stdout).not.toBeNull();
    expect(modeOf(`${keptCopy![1]}.sqlite`)).toBe(0o600);
    expect(restore.stdout).toMatch(/Ended [1-9]\d* session\(s\)/);

    const restoredDb = connectDatabase(databaseUrl);
    const app = await buildApp({ config: testConfig({ databaseUrl }), db: restoredDb });
    try {
      const old = await app.inject({
        method: 'GET',
        url: '/api/messages',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(old.statusCode).toBe(401); // the session was ended
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'staff', password: 'portal-demo' },
      });
      expect(login.statusCode).toBe(200);
      const staffToken = login.json<LoginResponse>().token;
      // One message at a time: the inbox lists only the newest messages, and a slow backup lets
      // the writers push the first ones out of it.
      const openReceived = (id: number) =>
        app.inject({ method: 'GET', url: `/api/recivedbox/${id}`, headers: { authorization: `Bearer ${staffToken}` } });
      for (const id of [beforeBackup[0]!, beforeBackup.at(-1)!]) expect((await openReceived(id)).statusCode).toBe(200);
      expect((await openReceived(later)).statusCode).toBe(404);
    } finally {
      await app.close();
      await restoredDb.destroy();
      rmSync(dirname(databaseUrl), { recursive: true, force: true });
    }
  });

  it('keeps the BACKUP_KEEP newest backups; refuses a missing database, an existing file and a backup of the other kind', async () => {
    const databaseUrl = join(dir, 'kept', 'portal.sqlite');
    const db = connectDatabase(databaseUrl);
    await db.destroy();
    const backups = join(dir, 'kept', 'backups');
    const settings = writeSettingsFile(dir, { DATABASE_URL: databaseUrl, BACKUP_DIR: backups, BACKUP_KEEP: '2' });
    // Two older backups of the same kind, and a copy of another kind that is not counted with them.
    for (const name of [
      'portal-20240101T000000Z.sqlite',
      'portal-20240102T000000Z.sqlite',
      'pre-update-20240101T000000Z.sqlite',
    ]) {
      const made = await runPortalCommand('backup.mjs', [join(backups, name)], settings);
      expect(made.code, made.output).toBe(0);
    }
    const backup = await runPortalCommand('backup.mjs', [], settings);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.stdout).toMatch(
      /Kept the 2 newest backups \(BACKUP_KEEP\); removed portal-20240101T000000Z\.sqlite\./,
    );
    const names = readdirSync(backups).sort();
    expect(names).toHaveLength(3);
    expect(names.slice(0, 2)).toEqual([
      'portal-20240102T000000Z.sqlite',
      expect.stringMatching(/^portal-2\d{7}T\d{6}Z\.sqlite$/),
    ]);
    expect(names[2]).toBe('pre-update-20240101T000000Z.sqlite');

    const existing = await runPortalCommand('backup.mjs', [join(backups, names[0]!)], settings);
    expect(existing.code).toBe(2);
    expect(existing.stderr).toMatch(/exists already; choose a new file name/);
    const missing = await runPortalCommand(
      'backup.mjs',
      [],
      writeSettingsFile(dir, { DATABASE_URL: join(dir, 'none.sqlite') }),
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^There is no SQLite database at /);
    const badKeep = await runPortalCommand(
      'backup.mjs',
      [],
      writeSettingsFile(dir, { DATABASE_URL: databaseUrl, BACKUP_KEEP: '0' }),
    );
    expect(badKeep.code).toBe(1);
    expect(badKeep.stderr.trim()).toBe(
      'Invalid configuration: BACKUP_KEEP: a whole number of backups of each kind to keep, 1 to 1000',
    );

    const intoPostgres = await runPortalCommand(
      'restore.mjs',
      [join(backups, names[0]!)],
      writeSettingsFile(dir, { DATABASE_URL: 'postgres://portal@127.0.0.1:5432/portal' }),
    );
    expect(intoPostgres.code).toBe(2);
    expect(intoPostgres.stderr).toMatch(/is not a pg_dump custom-format backup, and DATABASE_URL is PostgreSQL/);
  });
});
