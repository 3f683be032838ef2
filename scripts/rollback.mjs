// `npm run rollback`: undoes the last `npm run update`: the database back to its pre-update
// backup (writes since are lost; what it replaces is kept in BACKUP_DIR), build/current back to
// the previous release and recorded as the one to run (npm start keeps running it), every
// session ended (a restored sessions table would bring back sessions that had signed out), and
// the systemd units restarted. With no units, the portal must be stopped first: the restore is
// refused while any portal process uses the database. Run by root, everything but stopping and
// starting the units runs as the install's owner.
import { existsSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT, SELECTED } from './build-freshness.mjs';
import { backupSettings, datedBackupPath, keepNewest } from './database/backup-files.mjs';
import { describeDatabase, recordedUrl, sameDatabase } from './database/database-url.mjs';
import { RestoreRefused, restoreDatabase } from './database/restore.mjs';
import { runAsOwner, whoRuns } from './install-owner.mjs';
import { activePortalUnits, startUnits, stopUnits } from './services.mjs';
import { databaseUrlOf, installSettings } from './settings.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
const filesOnly = process.argv.includes('--files-only');
const LAST_UPDATE = 'build/last-update.json';

const who = whoRuns('rollback');
const units = filesOnly ? [] : activePortalUnits();
if (units.length > 0) stopUnits(units);
if (who === 'root') {
  const code = await runAsOwner('scripts/rollback.mjs', ['--files-only']);
  if (code !== 0) process.exit(code);
} else {
  await rollBackFiles();
}
if (!filesOnly) {
  await startUnits(units);
  if (units.length === 0) console.log('Start the portal again (npm start, or its service).');
}

async function rollBackFiles() {
  if (!existsSync(LAST_UPDATE)) {
    console.error(`Cannot roll back: no ${LAST_UPDATE} (written by npm run update).`);
    process.exit(1);
  }
  const record = JSON.parse(readFileSync(LAST_UPDATE, 'utf8'));
  const { previousRelease, backup } = record;
  if (!backup || !existsSync(backup)) {
    console.error(`Cannot roll back: the backup ${backup ?? '(none was taken)'} is not there.`);
    process.exit(1);
  }
  const settings = installSettings();
  const databaseUrl = databaseUrlOf(settings);
  // Records of older versions kept the whole URL (`databaseUrl`).
  const updated = record.database ?? record.databaseUrl;
  if (updated && !sameDatabase(databaseUrl, updated)) {
    console.error(
      `Cannot roll back: the settings name ${describeDatabase(databaseUrl)}, but the update backed up ${recordedUrl(updated)}.`,
    );
    process.exit(1);
  }
  const { dir, keep } = backupSettings(settings);
  console.log(`Restoring ${backup} into ${describeDatabase(databaseUrl)}.`);
  try {
    const { kept, sessionsEnded } = await restoreDatabase(
      databaseUrl,
      backup,
      datedBackupPath(dir, 'before-rollback', databaseUrl),
    );
    console.log(`Restored${kept ? ` (the database it replaced is kept at ${kept})` : ''}.`);
    console.log(`Ended ${sessionsEnded} session(s): everyone signs in again.`);
  } catch (error) {
    console.error(`Cannot roll back: ${error.message}`);
    process.exit(error instanceof RestoreRefused ? 2 : 1);
  }
  keepNewest(dir, 'before-rollback', keep);

  if (previousRelease && existsSync(join('build', previousRelease))) {
    rmSync(`${CURRENT}.next`, { force: true });
    symlinkSync(previousRelease, `${CURRENT}.next`);
    renameSync(`${CURRENT}.next`, CURRENT);
    writeFileSync(
      SELECTED,
      `${JSON.stringify({ release: previousRelease, by: 'rollback', at: new Date().toISOString() })}\n`,
    );
    console.log(`build/current → ${previousRelease}, which stays the release that runs until the next npm run update.`);
  }
}
