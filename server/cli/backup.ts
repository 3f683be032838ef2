import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { BackupRefused, backupSqlite } from '../db/backup.js';
import { databaseUrlOfThisInstall } from './install-settings.js';

// Files this command creates (a backup is the whole patient record) are owner-only.
import '../files/restrict-new-files.js';

/** npm run backup -- FILE: an online copy of the SQLite database, safe while the portal runs. */
const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error('usage: npm run backup -- FILE   (e.g. backups/portal-2025-07-04.sqlite)');
  process.exit(2);
}
const databaseUrl = databaseUrlOfThisInstall();
// Patient data: the copy (and a folder made for it) for the portal's user only.
process.umask(0o077);
try {
  // The README's `backups/…` works on a new install: the folder is made (for this user only).
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const started = Date.now();
  const { pages } = await backupSqlite(databaseUrl, target);
  console.log(`Backed up ${databaseUrl} to ${target} (${pages} pages, integrity ok, ${Date.now() - started} ms).`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(error instanceof BackupRefused ? 2 : 1);
}
