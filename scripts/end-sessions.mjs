// Ends every session of a restored database: a backup holds sessions that have since signed
// out (or been revoked), and a restore must not bring them back. Plain SQL through the
// runtime drivers, so it works with whichever release is current.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const now = () => new Date().toISOString();

export async function endEverySession(databaseUrl) {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'surgical-portal:end-sessions' });
    await client.connect();
    try {
      const result = await client.query('update sessions set revoked_at = $1 where revoked_at is null', [now()]);
      return result.rowCount ?? 0;
    } finally {
      await client.end();
    }
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(databaseUrl, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare('update sessions set revoked_at = ? where revoked_at is null').run(now()).changes;
  } finally {
    db.close();
  }
}

// `npm run db:end-sessions`: after restoring a database by other means than `npm run restore`.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
  const { runAsOwner, whoRuns } = await import('./install-owner.mjs');
  // Run by root, as the install's owner: a SQLite write must not leave root's -wal behind.
  if (whoRuns('db:end-sessions') === 'root') process.exit(await runAsOwner('scripts/end-sessions.mjs', []));
  const { installSettings, databaseUrlOf } = await import('./settings.mjs');
  const { describeDatabase } = await import('./database/database-url.mjs');
  const url = databaseUrlOf(installSettings());
  console.log(`Ended ${await endEverySession(url)} session(s) in ${describeDatabase(url)}.`);
}
