import { BackupRefused, backupSqlite } from '../db/backup.js';
import { DEFAULT_DATABASE_URL } from '../config.js';

/** npm run backup -- FILE: an online copy of the SQLite database, safe while the portal runs. */
const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error('usage: npm run backup -- FILE   (e.g. backups/portal-2025-07-04.sqlite)');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
try {
  const started = Date.now();
  const { pages } = await backupSqlite(databaseUrl, target);
  console.log(`Backed up ${databaseUrl} to ${target} (${pages} pages, integrity ok, ${Date.now() - started} ms).`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(error instanceof BackupRefused ? 2 : 1);
}
