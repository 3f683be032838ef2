// `npm run update [-- --no-install]`, after `git pull` (or unpacking the new version): backs up the
// database, installs (with the build tools, whatever NODE_ENV says), builds a new release (the
// running servers keep serving theirs), migrates, records the new release as the one to run,
// restarts the systemd units one at a time (waiting for each to be ready), and prints the one
// command that rolls all of it back. Run by root, everything but the restarts runs as the
// install's owner (scripts/install-owner.mjs).
import { existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT, SELECTED, buildToolsMissing } from './build-freshness.mjs';
import { run } from './child.mjs';
import { backupDatabase } from './database/backup.mjs';
import { backupSettings, datedBackupPath, keepNewest } from './database/backup-files.mjs';
import { describeDatabase, recordedUrl } from './database/database-url.mjs';
import { runAsOwner, whoRuns } from './install-owner.mjs';
import { restartUnitsOneByOne } from './services.mjs';
import { databaseUrlOf, installSettings, isPostgres, settingsFile } from './settings.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
const options = process.argv.slice(2);
const step = (text) => console.log(`\n== ${text}`);
const LAST_UPDATE = 'build/last-update.json';

if (whoRuns('update') === 'root') {
  const code = await runAsOwner('scripts/update.mjs', [
    ...options.filter((option) => option !== '--files-only'),
    '--files-only',
  ]);
  if (code !== 0) process.exit(code);
} else {
  await updateFiles();
}
if (!options.includes('--files-only')) {
  step('4/4 Restart');
  await restartUnitsOneByOne(readlinkSync(CURRENT));
  const { previousRelease, backup } = JSON.parse(readFileSync(LAST_UPDATE, 'utf8'));
  console.log(
    `\nUpdated to ${readlinkSync(CURRENT)}.` +
      (backup
        ? `\nTo roll back (restores ${backup}, the previous release ${previousRelease ?? '(none)'} and ends every session): npm run rollback`
        : ''),
  );
}

/** Steps 1–3, as the install's owner: nothing they write is another user's. */
async function updateFiles() {
  // The release and node_modules are read by the unit's user; backups are made 0600 by themselves.
  process.umask(0o022);
  const install = !options.includes('--no-install');
  const settings = installSettings();
  const databaseUrl = databaseUrlOf(settings);
  const { dir, keep } = backupSettings(settings);
  console.log(
    `Updating ${process.cwd()} (settings: ${settingsFile() ?? 'the environment'}; ${describeDatabase(databaseUrl)}).`,
  );
  const previousRelease = existsSync(CURRENT) ? readlinkSync(CURRENT) : undefined;

  step('1/4 Backup');
  let backup;
  if (isPostgres(databaseUrl) || existsSync(databaseUrl)) {
    backup = datedBackupPath(dir, 'pre-update', databaseUrl);
    try {
      console.log(`Backed up to ${backup} (${await backupDatabase(databaseUrl, backup)}).`);
    } catch (error) {
      console.error(`Cannot update: the backup failed (${error.message}). Nothing was changed.`);
      process.exit(1);
    }
    keepNewest(dir, 'pre-update', keep);
  } else {
    console.log(`No database at ${databaseUrl} yet: nothing to back up.`);
  }

  step('2/4 Install and build (the running portal keeps serving its own release)');
  const slim = Boolean(buildToolsMissing());
  // With NODE_ENV=production, plain `npm ci` leaves out the build tools (devDependencies).
  if (install) await run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
  await run(process.execPath, ['scripts/build.mjs']);

  step('3/4 Migrate');
  await run(process.execPath, [join(CURRENT, 'server/cli/migrate.js')]);
  if (install && slim) await run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund']);
  const release = readlinkSync(CURRENT);
  const at = new Date().toISOString();
  // No password in the record: the rollback reads it from the settings, as every command does.
  writeFileSync(
    LAST_UPDATE,
    `${JSON.stringify({ previousRelease, release, backup, database: recordedUrl(databaseUrl), at })}\n`,
  );
  writeFileSync(SELECTED, `${JSON.stringify({ release, by: 'update', at })}\n`);
}
