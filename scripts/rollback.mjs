// `npm run rollback`: undoes the last `npm run update`: the database back to its pre-update
// backup (writes since are lost), build/current back to the previous release, every session
// ended (a restored sessions table would bring back sessions that had signed out), and the
// systemd units restarted. With no units, the portal must be stopped first.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT } from './build-freshness.mjs';
import { run } from './child.mjs';
import { activePortalUnits, portOfUnit, waitUntilReady } from './services.mjs';
import { installSettings } from './settings.mjs';
import { endEverySession } from './end-sessions.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
if (!existsSync('build/last-update.json')) {
  console.error('Cannot roll back: no build/last-update.json (written by npm run update).');
  process.exit(1);
}
const { previousRelease, backup, databaseUrl } = JSON.parse(readFileSync('build/last-update.json', 'utf8'));
if (!backup || !existsSync(backup)) {
  console.error(`Cannot roll back: the backup ${backup ?? '(none was taken)'} is not there.`);
  process.exit(1);
}
const settings = installSettings();
const units = activePortalUnits();
if (units.length > 0) spawnSync('systemctl', ['stop', ...units], { stdio: 'inherit' });
else {
  const port = settings.PORT || '3000';
  const running = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error(
      `Cannot roll back: a portal answers on port ${port}. Stop it first, then run npm run rollback again.`,
    );
    process.exit(1);
  }
}

if (databaseUrl.startsWith('postgres')) {
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, backup]);
} else {
  const aside = `${databaseUrl}.before-rollback-${Date.now()}`;
  if (existsSync(databaseUrl)) renameSync(databaseUrl, aside);
  for (const suffix of ['-wal', '-shm']) rmSync(`${databaseUrl}${suffix}`, { force: true });
  copyFileSync(backup, databaseUrl);
  console.log(`Restored ${backup} to ${databaseUrl} (the database it replaced is at ${aside}).`);
}
const ended = await endEverySession(databaseUrl);
console.log(`Ended ${ended} session(s): everyone signs in again.`);

if (previousRelease && existsSync(join('build', previousRelease))) {
  rmSync(`${CURRENT}.next`, { force: true });
  symlinkSync(previousRelease, `${CURRENT}.next`);
  renameSync(`${CURRENT}.next`, CURRENT);
  console.log(`build/current → ${previousRelease}.`);
}
for (const unit of units) {
  spawnSync('systemctl', ['start', unit], { stdio: 'inherit' });
  const port = portOfUnit(unit);
  if (port && !(await waitUntilReady(port))) console.error(`${unit} is not ready: see journalctl -u ${unit}.`);
}
if (units.length === 0) console.log('Start the portal again (npm start, or its service).');
