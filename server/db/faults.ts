/**
 * Errors that say the database cannot be used right now (down, restarting, frozen, too slow,
 * locked, out of connections), as opposed to a bug or bad input. A request that meets one
 * answers 503, not 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATE: 57014 statement timeout, 55P03 lock timeout, 25P03 idle-in-transaction timeout;
// classes 08 (connection exception), 53 (insufficient resources: too many connections, disk
// full, out of memory) and 57P (shutdown, crash, starting up, database dropped, idle session
// timeout). 55000 ("database is not currently accepting connections") is an outage when it is the
// answer to a connection attempt (see noteConnectionFailure); met on a statement it is a bug.
const POSTGRES_CODES = new Set(['57014', '55P03', '25P03']);
const POSTGRES_CLASSES = /^(08|53|57P)/;

const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)/;

// node-postgres reports these without a code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Connection ended unexpectedly',
];

/** Errors met while obtaining a connection (server/db/connect.ts). */
const connectionFailures = new WeakSet<object>();

/** Marks `error` as the failure to obtain a connection: whatever its code, an outage. Answers it. */
export function noteConnectionFailure(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) connectionFailures.add(error);
  return error;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (connectionFailures.has(error)) return true;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || POSTGRES_CLASSES.test(code) || SQLITE_CODES.test(code))
      return true;
  }
  return typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text));
}

/**
 * A connection PostgreSQL ended under us (a terminated backend, a restart), as opposed to a
 * database that refuses or does not answer: another connection may work at once.
 */
export function isEndedConnection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02') return true;
  return (
    typeof message === 'string' && ['Connection terminated', 'is not queryable'].some((text) => message.includes(text))
  );
}

/**
 * An error the database itself reported (a PostgreSQL SQLSTATE with its severity, or a SQLite
 * code), as opposed to one of our own. During an outage any of them is part of it.
 */
export function isDatabaseError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string') return false;
  return (typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) || code.startsWith('SQLITE_');
}

/** The one answer while the database cannot be used: the client may retry after `Retry-After` seconds. */
export const DATABASE_UNAVAILABLE = {
  status: 503,
  retryAfterSeconds: 5,
  message: 'The server cannot reach its database right now. Try again in a moment.',
} as const;
