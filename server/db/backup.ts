import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { ensurePrivateFile, PRIVATE_FILE_MODE } from '../files/private-files.js';
import { isPostgresUrl } from './connect.js';

export class BackupRefused extends Error {}

/**
 * A consistent copy of the SQLite database while the portal keeps writing, through SQLite's
 * online backup API. After a first small step the rest is copied in one step, inside one read
 * transaction, so writes from the running portal cannot make it start over again and again.
 * The copy is written beside the target and renamed when whole and checked.
 */
export async function backupSqlite(databaseUrl: string, target: string): Promise<{ pages: number }> {
  if (isPostgresUrl(databaseUrl)) {
    throw new BackupRefused(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump (see the README, "Backup and restore").',
    );
  }
  if (databaseUrl === ':memory:' || !existsSync(databaseUrl))
    throw new BackupRefused(`No SQLite database at ${databaseUrl}.`);
  if (existsSync(target)) throw new BackupRefused(`${target} exists already; choose a new file name.`);

  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // A backup is the whole patient record: owner-only from its first byte.
  ensurePrivateFile(partial);
  const source = new SQLite(databaseUrl, { readonly: true, fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    let pages = 0;
    await source.backup(partial, {
      progress: ({ totalPages }) => {
        pages = totalPages;
        return Math.max(totalPages, 100);
      },
    });
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      // A single file that opens without its -wal, as a restore needs it.
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`The copy failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, target);
    return { pages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}
