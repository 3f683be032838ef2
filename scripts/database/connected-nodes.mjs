// Who is using the portal's database right now, asked of the database's side, not of a port:
// a restore under a running node would mix two states of the records.
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { isPostgres } from '../settings.mjs';

/** server/db/connect.ts names every connection of the portal: `surgical-portal` (a node) or `surgical-portal:<tool>`. */
const PORTAL = 'surgical-portal';

/**
 * The portal's connections to the database other than this process's own, as lines to show
 * ("node (pid 4242, 10.0.0.5)"); [] when nobody uses it.
 */
export async function portalConnections(databaseUrl) {
  return isPostgres(databaseUrl) ? postgresConnections(databaseUrl) : sqliteUsers(databaseUrl);
}

/** PostgreSQL's own list of sessions (pg_stat_activity), by the application name the portal gives them. */
async function postgresConnections(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${PORTAL}:check` });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select application_name, client_addr, pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (application_name = $1 or application_name like $2)
        order by application_name, pid`,
      [PORTAL, `${PORTAL}:%`],
    );
    return rows.map(
      (row) =>
        `${row.application_name === PORTAL ? 'a portal node' : row.application_name.slice(PORTAL.length + 1)} ` +
        `(PostgreSQL backend ${row.pid}, from ${row.client_addr ?? 'the local socket'})`,
    );
  } finally {
    await client.end();
  }
}

/**
 * The processes that hold the SQLite file (or its -wal or -shm) open, read from /proc/<pid>/fd
 * as fuser does. SQLite keeps its file open for as long as a connection lives, and a node keeps
 * its connection for its whole life, so a running node is always seen, however quiet; a node
 * that has stopped holds nothing, whatever files it left. A process of another user is seen
 * only by root (its /proc entries are closed to others): run the command as the portal's user
 * or as root. Without /proc (not Linux) nobody can be seen: answered as someone, to be safe.
 */
function sqliteUsers(databaseUrl) {
  if (!existsSync(databaseUrl)) return [];
  if (!existsSync('/proc/self/fd')) return ['(unknown: without /proc, as on Linux, nobody can be seen using the file)'];
  const file = realpathSync(databaseUrl);
  const held = new Set([file, `${file}-wal`, `${file}-shm`]);
  const users = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    const holds = fds.some((fd) => {
      try {
        return held.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (holds) users.push(`process ${pid} (${commandOf(pid)})`);
  }
  return users;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
  } catch {
    return 'ended';
  }
}
