// One backup of the portal's database into one file: SQLite through its online backup API,
// PostgreSQL through pg_dump's custom format (both consistent while the portal runs). The file
// appears only when whole, owner-only (0600).
import { chmodSync, closeSync, existsSync, openSync, renameSync, rmSync } from 'node:fs';
import { isPostgres } from '../settings.mjs';
import { runPgTool, withoutPassword } from './pg-tools.mjs';
import { copySqlite } from './sqlite-copy.mjs';

export class BackupRefused extends Error {}

/** Backs up the database `databaseUrl` names into `target` (which must not exist); answers a detail to show. */
export async function backupDatabase(databaseUrl, target) {
  if (existsSync(target)) throw new BackupRefused(`${target} exists already; choose a new file name.`);
  if (!isPostgres(databaseUrl)) {
    if (databaseUrl === ':memory:' || !existsSync(databaseUrl))
      throw new BackupRefused(`There is no SQLite database at ${databaseUrl}.`);
    const { pages } = await copySqlite(databaseUrl, target);
    return `${pages} pages, integrity ok`;
  }
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // Owner-only from its first byte: pg_dump writes into the file as it finds it.
  closeSync(openSync(partial, 'w', 0o600));
  try {
    await runPgTool(databaseUrl, 'pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${partial}`,
      `--dbname=${withoutPassword(databaseUrl)}`,
    ]);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return 'pg_dump custom format';
}
