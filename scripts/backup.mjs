// `npm run backup [-- FILE]`: a consistent copy of the portal's database while it runs, SQLite
// or PostgreSQL, as the settings file names it. Without FILE: BACKUP_DIR/portal-<UTC time>.sqlite
// (or .dump), keeping the BACKUP_KEEP newest of them. Owner-only (0600), never overwritten.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupRefused, backupDatabase } from './database/backup.mjs';
import { backupSettings, datedBackupPath, keepNewest } from './database/backup-files.mjs';
import { describeDatabase } from './database/database-url.mjs';
import { runAsOwner, whoRuns } from './install-owner.mjs';
import { databaseUrlOf, installSettings, settingsFile } from './settings.mjs';

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('usage: npm run backup [-- FILE]   (without FILE: BACKUP_DIR/portal-<time>.sqlite or .dump)');
  process.exit(2);
}
// FILE as the operator typed it, from where they typed it (npm runs scripts in the install folder).
const file = args[0] && resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
if (whoRuns('backup') === 'root') process.exit(await runAsOwner('scripts/backup.mjs', file ? [file] : []));
process.umask(0o077); // patient data: for the portal's user only

const settings = installSettings();
const databaseUrl = databaseUrlOf(settings);
const { dir, keep } = backupSettings(settings);
let target = file;
if (target) mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
else target = datedBackupPath(dir, 'portal', databaseUrl);

console.log(`Backing up ${describeDatabase(databaseUrl)} (settings: ${settingsFile() ?? 'the environment'}).`);
const started = Date.now();
try {
  const detail = await backupDatabase(databaseUrl, target);
  console.log(`Backed up to ${target} (${detail}, ${Date.now() - started} ms).`);
} catch (error) {
  console.error(error instanceof BackupRefused ? error.message : `Backup failed: ${error.message}`);
  process.exit(error instanceof BackupRefused ? 2 : 1);
}
if (!file) {
  const removed = keepNewest(dir, 'portal', keep);
  if (removed.length > 0) console.log(`Kept the ${keep} newest backups (BACKUP_KEEP); removed ${removed.join(', ')}.`);
}
