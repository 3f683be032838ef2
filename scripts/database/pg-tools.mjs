// PostgreSQL's own tools (pg_dump, pg_restore, psql) on the portal's database without its
// password on any command line: `ps` and /proc/<pid>/cmdline show every local account a
// process's arguments. The tools get the URL without its password and read the password from a
// password file (PGPASSFILE) of our own, 0600 in a 0700 folder, removed when they are done.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start } from '../child.mjs';

/** The URL as it may be shown, recorded or passed on a command line: without its password. */
export function withoutPassword(url) {
  const parsed = new URL(url);
  parsed.password = '';
  parsed.searchParams.delete('password');
  return parsed.toString();
}

/** The password of a postgres:// URL (in its user part or as ?password=), or undefined. */
export function passwordOf(url) {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : parsed.searchParams.get('password');
  return password || undefined;
}

/** "the PostgreSQL database portal on db.internal:5432 as portal": which database a command touches. */
export function describePostgres(url) {
  const parsed = new URL(url);
  const user = parsed.username ? decodeURIComponent(parsed.username) : '(the system user)';
  const host = parsed.hostname || '(the local socket)';
  return `the PostgreSQL database ${decodeURIComponent(parsed.pathname.slice(1)) || '(unnamed)'} on ${host}:${parsed.port || 5432} as ${user}`;
}

/**
 * Runs the tools `work` starts, each with an environment that finds the password in a password
 * file of its own; the file is removed when `work` ends, however it ends (this process's exit too).
 * `work` receives `tool(command, args, options)`, which starts a child (see child.mjs `start`).
 */
export async function withPasswordFile(url, work) {
  const password = passwordOf(url);
  const env = { ...process.env };
  let folder;
  const remove = () => folder && rmSync(folder, { recursive: true, force: true });
  if (password !== undefined) {
    folder = mkdtempSync(join(tmpdir(), 'portal-pgpass-'));
    const file = join(folder, 'pgpass');
    // hostname:port:database:username:password, with `:` and `\` escaped; any server, database and user.
    writeFileSync(file, `*:*:*:*:${password.replace(/[\\:]/g, '\\$&')}\n`, { mode: 0o600 });
    env.PGPASSFILE = file;
  }
  process.once('exit', remove);
  try {
    return await work((command, args, options = {}) => start(command, args, { env, ...options }));
  } finally {
    process.off('exit', remove);
    remove();
  }
}

/** Runs one tool to its end; throws naming it when it fails. */
export async function runPgTool(url, command, args) {
  await withPasswordFile(url, async (tool) => {
    const { error, code, signal } = await tool(command, args).ended;
    if (error) throw new Error(`${command} could not be run (${error.message}): install postgresql-client`);
    if (code !== 0) throw new Error(`${command} failed (${signal ?? `exit code ${code}`})`);
  });
}
