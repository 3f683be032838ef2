// `npm run update [-- --no-install]`, after `git pull` (or unpacking the new version): backs up the
// database, installs (with the build tools, whatever NODE_ENV says), builds a new release (the
// running servers keep serving theirs), migrates, restarts the systemd units one at a time
// (waiting for each to be ready), and prints the one command that rolls all of it back.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT, buildToolsMissing } from './build-freshness.mjs';
import { run } from './child.mjs';
import { activePortalUnits, portOfUnit, waitUntilReady } from './services.mjs';
import { databaseUrlOf, installSettings, isPostgres } from './settings.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
process.umask(0o077); // backups hold patient data: for the portal's user only
const install = !process.argv.includes('--no-install');
const settings = installSettings();
const databaseUrl = databaseUrlOf(settings);
const step = (text) => console.log(`\n== ${text}`);

const previousRelease = existsSync(CURRENT) ? readlinkSync(CURRENT) : undefined;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
mkdirSync('backups', { recursive: true, mode: 0o700 });
let backup;
step('1/4 Backup');
if (isPostgres(databaseUrl)) {
  backup = `backups/pre-update-${stamp}.dump`;
  await run('pg_dump', ['--format=custom', `--file=${backup}`, databaseUrl]);
} else if (existsSync(databaseUrl)) {
  backup = `backups/pre-update-${stamp}.sqlite`;
  // The backup command of the build that runs now: the new sources are not built yet.
  const command = [join(CURRENT, 'server/cli/backup.js'), 'build/server/cli/backup.js'].find((path) =>
    existsSync(path),
  );
  if (!command) {
    console.error('Cannot update: no build to take the backup with. Run `npm run build` once first.');
    process.exit(1);
  }
  await run(process.execPath, [command, backup]);
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
writeFileSync('build/last-update.json', `${JSON.stringify({ previousRelease, backup, databaseUrl, at: stamp })}\n`);

step('4/4 Restart');
const units = activePortalUnits();
if (units.length === 0) {
  console.log(
    `No running portal@ unit found: restart the portal yourself to run ${readlinkSync(CURRENT)} ` +
      '(e.g. `sudo systemctl restart portal@3001`, or stop `npm start` and start it again).',
  );
} else {
  for (const unit of units) {
    const restarted = spawnSync('systemctl', ['restart', unit], { stdio: 'inherit' });
    const port = portOfUnit(unit);
    const ready = restarted.status === 0 && (!port || (await waitUntilReady(port)));
    if (!ready) {
      console.error(`${unit} is not ready after its restart: stopping here (see journalctl -u ${unit}).`);
      break;
    }
    console.log(`${unit} restarted and ready.`);
  }
}

console.log(
  `\nUpdated to ${readlinkSync(CURRENT)}.` +
    (backup
      ? `\nTo roll back (restores ${backup}, the previous release ${previousRelease ?? '(none)'} and ends every session): npm run rollback`
      : ''),
);
