// Where backups go, what they are called and how many are kept (BACKUP_DIR, BACKUP_KEEP).
// Backups hold every patient record: the folder is 0700 and each file 0600.
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPostgres, refuse } from '../settings.mjs';

export const DEFAULT_BACKUP_KEEP = 14;
/** The kinds of copy the commands make: `npm run backup`, before an update, before a restore or a rollback. */
export const KINDS = ['portal', 'pre-update', 'before-restore', 'before-rollback'];
const DATED = /^([a-z-]+)-(\d{8}T\d{6}Z)\.(sqlite|dump)$/;

/** BACKUP_DIR (default `backups` in the install folder) and BACKUP_KEEP (default 14, 1–1000). */
export function backupSettings(settings) {
  const keepText = settings.BACKUP_KEEP ?? String(DEFAULT_BACKUP_KEEP);
  if (!/^\d+$/.test(keepText.trim()) || Number(keepText) < 1 || Number(keepText) > 1000)
    refuse('BACKUP_KEEP: a whole number of backups of each kind to keep, 1 to 1000');
  const dir = settings.BACKUP_DIR ?? 'backups';
  if (dir.trim() === '') refuse('BACKUP_DIR: is set but empty');
  return { dir: resolve(dir), keep: Number(keepText) };
}

/** 20250704T021500Z: UTC, sorts as it reads. */
export const stampOf = (date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** `<dir>/<kind>-<stamp>.sqlite` or `.dump`, the folder made (0700) when missing. */
export function datedBackupPath(dir, kind, databaseUrl, date = new Date()) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0 && statSync(dir).uid === process.getuid?.()) chmodSync(dir, 0o700);
  return join(dir, `${kind}-${stampOf(date)}.${isPostgres(databaseUrl) ? 'dump' : 'sqlite'}`);
}

/** Removes all but the `keep` newest dated copies of `kind` in `dir`; answers the names removed. */
export function keepNewest(dir, kind, keep) {
  const dated = readdirSync(dir)
    .filter((name) => DATED.exec(name)?.[1] === kind)
    .sort((a, b) => DATED.exec(b)[2].localeCompare(DATED.exec(a)[2]));
  const removed = dated.slice(keep);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}
