// `npm run restore -- FILE`: puts a backup made by `npm run backup` (or by `npm run update`) back
// as the portal's database, as the settings file names it, whole or not at all. Refused while a
// portal node uses the database; the database it replaces is kept in BACKUP_DIR
// (before-restore-<UTC time>); every session is ended (everyone signs in again).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupSettings, datedBackupPath, keepNewest } from './database/backup-files.mjs';
import { describeDatabase } from './database/database-url.mjs';
import { RestoreRefused, restoreDatabase } from './database/restore.mjs';
import { runAsOwner, whoRuns } from './install-owner.mjs';
import { databaseUrlOf, installSettings, settingsFile } from './settings.mjs';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error('usage: npm run restore -- FILE   (a backup made by npm run backup or npm run update)');
  process.exit(2);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
if (whoRuns('restore') === 'root') process.exit(await runAsOwner('scripts/restore.mjs', [file]));
process.umask(0o077); // patient data: for the portal's user only

const settings = installSettings();
const databaseUrl = databaseUrlOf(settings);
const { dir, keep } = backupSettings(settings);
console.log(
  `Restoring ${file} into ${describeDatabase(databaseUrl)} (settings: ${settingsFile() ?? 'the environment'}).`,
);
try {
  const { kept, sessionsEnded } = await restoreDatabase(
    databaseUrl,
    file,
    datedBackupPath(dir, 'before-restore', databaseUrl),
  );
  console.log(
    `Restored. ${kept ? `The database it replaced is kept at ${kept}.` : 'There was no database to keep.'} ` +
      `Ended ${sessionsEnded} session(s): everyone signs in again. Start the portal (it applies newer migrations at start).`,
  );
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : `Restore failed: ${error.message}`);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
}
keepNewest(dir, 'before-restore', keep);
