import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/** Owner read/write only: the database, its WAL and SHM, backups and secrets hold patient data or keys. */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/**
 * Every file a process creates from here on is private, whatever creates it (SQLite's -wal,
 * -shm and -journal files, a backup, a secret): entry points call this before anything else.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/**
 * Owner-only. A file this process may use but does not own (EPERM) keeps its mode, with a
 * warning: refusing to start would be worse than running with the operator's own choice.
 */
function makePrivate(path: string): void {
  try {
    chmodSync(path, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    console.warn(`${path} is not owned by this user: its mode was left as it is (0600 is advised).`);
  }
}

/** Creates the file empty if missing, then makes it (new or old) owner-only. */
export function ensurePrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  makePrivate(path);
}

/** Tightens files left by an earlier run with looser modes (a missing one is skipped). */
export function tightenIfPresent(...paths: string[]): void {
  for (const path of paths) if (existsSync(path)) makePrivate(path);
}
