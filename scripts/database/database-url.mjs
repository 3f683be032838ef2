// Which database a command touches, said the same way by every command, and how it is recorded.
import { resolve } from 'node:path';
import { isPostgres } from '../settings.mjs';
import { describePostgres, withoutPassword } from './pg-tools.mjs';

/** "the SQLite database /var/lib/portal/portal.sqlite", "the PostgreSQL database portal on db:5432 as portal". */
export const describeDatabase = (url) =>
  isPostgres(url) ? describePostgres(url) : `the SQLite database ${resolve(url)}`;

/** The URL as records and logs keep it: a PostgreSQL URL without its password, a SQLite path made absolute. */
export const recordedUrl = (url) => (isPostgres(url) ? withoutPassword(url) : resolve(url));

/** Whether two settings name the same database (passwords aside). */
export const sameDatabase = (a, b) => recordedUrl(a) === recordedUrl(b);
