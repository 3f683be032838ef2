import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, testConfig } from '../test/harness.js';
import { connectDatabase } from './connect.js';
import { migrateToLatest } from './migrate.js';
import type { LoginResponse } from '../../shared/schemas/auth.js';
import { readJson } from '../test/read-json.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run backup -- FILE` as an operator runs it: another process, while the portal writes. */
function runBackup(databaseUrl: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', target], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('backup and restore (SQLite)', () => {
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
    const target = join(dir, 'copy.sqlite');
    const backup = await runBackup(databaseUrl, target);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/integrity ok/);
    expect(failures).toBe(0);
    expect(duringBackup).toBeGreaterThan(0); // the portal kept writing while the copy was taken

    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const inCopy = new Set((copy.prepare('select id from messages').all() as { id: number }[]).map((row) => row.id));
    copy.close();
    expect(beforeBackup.filter((id) => !inCopy.has(id))).toEqual([]);

    // Written after the backup: gone once the copy is restored.
    const later = await send('after the backup');
    expect(inCopy.has(later)).toBe(false);
    await t.close();

    // Restore: the portal is stopped, the copy becomes the database file, the portal starts on it.
    const restored = join(dir, 'restored', 'portal.sqlite');
    const db = connectDatabase(restored); // creates the folder
    await db.destroy();
    rmSync(restored, { force: true });
    copyFileSync(target, restored);
    const restoredDb = connectDatabase(restored);
    await migrateToLatest(restoredDb);
    const app = await buildApp({ config: testConfig({ databaseUrl: restored }), db: restoredDb });
    try {
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
    }
  });

  it('refuses clearly for PostgreSQL, for a missing database and for an existing target', async () => {
    const postgres = await runBackup('postgres://postgres@127.0.0.1:5432/portal', join(dir, 'pg.sqlite'));
    expect(postgres.code).toBe(2);
    expect(postgres.output).toMatch(/pg_dump/);
    const missing = await runBackup(join(dir, 'nothing-here.sqlite'), join(dir, 'missing.sqlite'));
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/No SQLite database/);
    const existing = join(dir, 'copy.sqlite');
    const again = await runBackup(existing, existing);
    expect(again.code).toBe(2);
    expect(again.output).toMatch(/exists already/);
  });
});
