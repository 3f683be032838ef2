// Who runs the commands that write the install's files (update, rollback, backup, restore): the
// owner of the install folder, who is also the user the portal's units run as. Run by root, such
// a command does its file work as the owner, so nothing it leaves is root's: a unit running as
// the owner could not read a root-owned 0600 file (`Cannot find module`), nor write its database.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { start } from './child.mjs';

/** The install folder's owner: { uid, gid, name, home } (gid and home from the user database). */
export function installOwner(root = '.') {
  const { uid, gid } = statSync(root);
  const entry = spawnSync('getent', ['passwd', String(uid)], { encoding: 'utf8' });
  const [name, , , group, , home] = entry.status === 0 ? entry.stdout.trim().split(':') : [];
  return { uid, gid: group ? Number(group) : gid, name: name ?? `uid ${uid}`, home };
}

/**
 * 'owner' when the install's owner runs this process; 'root' when root runs it for an install of
 * another user (the caller hands its file work to the owner: runAsOwner). Anyone else is refused.
 */
export function whoRuns(command, root = '.') {
  const me = process.getuid?.();
  const owner = installOwner(root);
  if (me === undefined || me === owner.uid) return 'owner';
  if (me === 0) return 'root';
  console.error(
    `This install belongs to ${owner.name}, who runs ${command}: sudo -u ${owner.name} npm run ${command} ` +
      '(or run it as root, which hands the work to that user).',
  );
  process.exit(1);
}

/** Runs `node <script> <args>` as the install's owner, in the foreground; answers its exit code. */
export async function runAsOwner(script, args, root = '.') {
  const owner = installOwner(root);
  console.log(`Running as ${owner.name}, the owner of this install (files it writes stay that user's).`);
  const env = { ...process.env, USER: owner.name, LOGNAME: owner.name, ...(owner.home ? { HOME: owner.home } : {}) };
  const { error, code, signal } = await start(process.execPath, [script, ...args], {
    uid: owner.uid,
    gid: owner.gid,
    env,
  }).ended;
  if (error) {
    console.error(`Could not run as ${owner.name}: ${error.message}`);
    return 1;
  }
  return signal ? 1 : (code ?? 1);
}
