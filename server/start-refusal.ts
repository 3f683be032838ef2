import { ConfigRefused } from './config.js';

/** A URL as it may be printed: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '***';
    return parsed.toString();
  } catch {
    return url; // a SQLite path
  }
}

/** The first line that says something: pg's AggregateError (IPv6 and IPv4 refused) has no message of its own. */
export function oneLine(error: unknown): string {
  const failure = error as { message?: string; code?: string; errors?: unknown[] };
  const text = failure.message || failure.code || (failure.errors?.[0] ? oneLine(failure.errors[0]) : String(error));
  return text.split('\n')[0]!.trim();
}

/**
 * Refusing to start is one line naming what to fix, and exit code 1: a stack trace would bury the
 * variable's name, and a service manager's log shows the last line.
 */
export function refuseToStart(error: unknown, context?: string): never {
  console.error(error instanceof ConfigRefused ? error.message : `Cannot start: ${context ?? ''}${oneLine(error)}`);
  process.exit(1);
}
