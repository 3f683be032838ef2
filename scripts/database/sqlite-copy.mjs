// Copies of the SQLite database, through SQLite's online backup API: consistent while the portal
// writes (a file copy could catch a half-written page or miss the -wal file).
import { chmodSync, closeSync, openSync, readSync, renameSync, rmSync } from 'node:fs';

/** Whether `path` is a SQLite database file (by its first 16 bytes). */
export function isSqliteFile(path) {
  const header = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.toString('latin1') === 'SQLite format 3\u0000';
}

/**
 * A consistent, checked, owner-only copy of the SQLite database at `source`, written beside
 * `target` and renamed onto it only when whole: `target` is never a half copy. After a first small
 * step the rest is copied in one step, inside one read transaction, so writes from the running
 * portal cannot make it start over again and again. Answers the number of pages.
 */
export async function copySqlite(source, target) {
  // Loaded when needed: a PostgreSQL install's tools do not need SQLite's addon.
  const { default: SQLite } = await import('better-sqlite3');
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // The whole patient record: owner-only from its first byte.
  closeSync(openSync(partial, 'w', 0o600));
  const from = new SQLite(source, { readonly: true, fileMustExist: true });
  from.pragma('busy_timeout = 5000');
  try {
    let pages = 0;
    await from.backup(partial, {
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
      if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    return { pages };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    from.close();
  }
}
