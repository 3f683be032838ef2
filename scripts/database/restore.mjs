// Restores a backup into the portal's database, whole or not at all, after keeping a dated copy
// of what it replaces; refused while any portal process uses the database. Every session is
// ended afterwards: the backup holds sessions that have since signed out.
import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { endEverySession } from '../end-sessions.mjs';
import { isPostgres } from '../settings.mjs';
import { backupDatabase } from './backup.mjs';
import { portalConnections } from './connected-nodes.mjs';
import { withoutPassword, withPasswordFile } from './pg-tools.mjs';
import { copySqlite, isSqliteFile } from './sqlite-copy.mjs';

export class RestoreRefused extends Error {}

const isCustomDump = (path) => {
  const header = Buffer.alloc(5);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, header, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  return header.toString('latin1') === 'PGDMP';
};

/** Refuses, naming them, while portal processes use the database. */
export async function refuseWhileInUse(databaseUrl) {
  const users = await portalConnections(databaseUrl);
  if (users.length > 0)
    throw new RestoreRefused(
      `The database is in use by ${users.join(', ')}. Stop every portal node first ` +
        '(sudo systemctl stop "portal@*", or stop npm start), then run this again.',
    );
}

/**
 * Restores `file` into the database `databaseUrl` names. `keepAs`: where the database it replaces
 * is kept (undefined when there is nothing to keep). Answers { kept, sessionsEnded }.
 */
export async function restoreDatabase(databaseUrl, file, keepAs) {
  if (!existsSync(file)) throw new RestoreRefused(`There is no backup at ${file}.`);
  const postgres = isPostgres(databaseUrl);
  if (postgres ? !isCustomDump(file) : !isSqliteFile(file))
    throw new RestoreRefused(
      `${file} is not a ${postgres ? 'pg_dump custom-format' : 'SQLite'} backup, and DATABASE_URL is ${postgres ? 'PostgreSQL' : 'SQLite'}.`,
    );
  await refuseWhileInUse(databaseUrl);
  let kept;
  if (keepAs && (await holdsData(databaseUrl))) {
    await backupDatabase(databaseUrl, keepAs);
    kept = keepAs;
  }
  if (postgres) await restorePostgres(databaseUrl, file);
  else await restoreSqlite(databaseUrl, file);
  return { kept, sessionsEnded: await endEverySession(databaseUrl) };
}

/** Whether there is anything to keep: a SQLite file, or tables in the PostgreSQL database. */
async function holdsData(databaseUrl) {
  if (!isPostgres(databaseUrl)) return existsSync(databaseUrl);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'surgical-portal:restore' });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as tables from pg_tables where schemaname = 'public'`);
    return rows[0].tables > 0;
  } finally {
    await client.end();
  }
}

/** A checked copy beside the database, then renamed over it (its old -wal and -shm removed first). */
async function restoreSqlite(databaseUrl, file) {
  mkdirSync(dirname(databaseUrl), { recursive: true, mode: 0o700 }); // a new machine's data folder
  const incoming = `${databaseUrl}.restoring`;
  await copySqlite(file, incoming);
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databaseUrl}${suffix}`, { force: true });
  renameSync(incoming, databaseUrl);
}

// Everything of the portal lives in the schema public: its relations are dropped in the same
// transaction that recreates them from the backup (CASCADE takes indexes and constraints), so a
// table a later release added does not survive the restore, and a failure leaves all as it was.
const DROP_PORTAL_RELATIONS = `SET LOCAL client_min_messages = warning; DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') LOOP
    EXECUTE format('DROP %s IF EXISTS public.%I CASCADE',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
      r.relname);
  END LOOP;
END $$`;

/** pg_restore writes the backup as SQL; psql runs it after the drop, all in one transaction. */
async function restorePostgres(databaseUrl, file) {
  const target = withoutPassword(databaseUrl);
  await withPasswordFile(databaseUrl, async (tool) => {
    const reader = tool('pg_restore', ['--no-owner', '--no-privileges', '--no-comments', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const writer = tool(
      'psql',
      [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '--set=ON_ERROR_STOP=1',
        `--command=${DROP_PORTAL_RELATIONS}`,
        '--file=-',
        `--dbname=${target}`,
      ],
      { stdio: ['pipe', 'ignore', 'inherit'] },
    );
    reader.child.stdout.pipe(writer.child.stdin);
    writer.child.stdin.on('error', () => undefined); // psql stopped early: its own exit code says why
    const [read, wrote] = await Promise.all([reader.ended, writer.ended]);
    for (const [command, ended] of [
      ['pg_restore', read],
      ['psql', wrote],
    ]) {
      if (ended.error)
        throw new Error(`${command} could not be run (${ended.error.message}): install postgresql-client`);
      if (ended.code !== 0)
        throw new Error(`${command} failed (${ended.signal ?? `exit code ${ended.code}`}); the database is as it was`);
    }
  });
}
