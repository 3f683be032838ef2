import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-modes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** An entry point run as an operator runs it: another process, with the shell's usual umask 022. */
function runCli(script: string, args: string[], databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      '/bin/sh',
      ['-c', `umask 022 && exec "$0" --import tsx "$@"`, process.execPath, script, ...args],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('files holding patient data are owner-only (0600)', () => {
  it('a fresh SQLite database, its -wal and its -shm', async () => {
    const path = join(dir, 'fresh', 'portal.sqlite');
    const db = connectDatabase(path);
    try {
      await migrateToLatest(db);
      await sql`select count(*) from users`.execute(db);
      expect(modeOf(path)).toBe(0o600);
      expect(modeOf(`${path}-wal`)).toBe(0o600);
      expect(modeOf(`${path}-shm`)).toBe(0o600);
      expect(modeOf(join(dir, 'fresh'))).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it('an existing database and WAL left readable by others are tightened when opened', async () => {
    const path = join(dir, 'old.sqlite');
    const first = connectDatabase(path);
    await migrateToLatest(first);
    await first.destroy();
    chmodSync(path, 0o644);
    writeFileSync(`${path}-wal`, '', { mode: 0o644 });
    chmodSync(`${path}-wal`, 0o644);

    const db = connectDatabase(path);
    try {
      await sql`select count(*) from users`.execute(db);
      expect(modeOf(path)).toBe(0o600);
      expect(modeOf(`${path}-wal`)).toBe(0o600);
      expect(modeOf(`${path}-shm`)).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('a database made by `npm run db:migrate` and a backup made by `npm run backup`', async () => {
    const path = join(dir, 'cli', 'portal.sqlite');
    const migrated = await runCli('server/cli/migrate.ts', [], path);
    expect(migrated.output).toContain('up to date');
    expect(modeOf(path)).toBe(0o600);

    const target = join(dir, 'backups', 'portal-copy.sqlite');
    const backup = await runCli('scripts/backup.mjs', [target], path);
    expect(backup.code, backup.output).toBe(0);
    expect(modeOf(target)).toBe(0o600);
  });

  it('the entry points create every other file owner-only too (umask 077)', async () => {
    const probe = join(dir, 'probe.txt');
    const script = join(dir, 'probe.ts');
    writeFileSync(
      script,
      `import '${join(process.cwd(), 'server/files/restrict-new-files.ts')}';\n` +
        `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(probe)}, 'x');\n`,
    );
    const run = await runCli(script, [], join(dir, 'unused.sqlite'));
    expect(run.code, run.output).toBe(0);
    expect(modeOf(probe)).toBe(0o600);
  });
});
