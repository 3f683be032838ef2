/**
 * Errors that say the database cannot be used right now (down, restarting, frozen, too slow,
 * locked), as opposed to a bug or bad input. A request that meets one answers 503, not 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATE: 57014 statement timeout, 57P01-03 shutdown/crash/starting, 53300 too many
// connections, 55P03 lock timeout, 25P03 idle-in-transaction timeout; class 08 is "connection exception".
const POSTGRES_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '55P03', '25P03']);

const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL)/;

// node-postgres reports these without a code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith('08') || SQLITE_CODES.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text));
}

/** The one answer while the database cannot be used: the client may retry after `Retry-After` seconds. */
export const DATABASE_UNAVAILABLE = {
  status: 503,
  retryAfterSeconds: 5,
  message: 'The server cannot reach its database right now. Try again in a moment.',
} as const;
