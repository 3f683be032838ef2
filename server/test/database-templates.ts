import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { connectDatabase, type Db } from '../db/connect.js';

/** This run's folder of prepared databases (prepared-databases.setup.ts), or none outside a Vitest run. */
function preparedDatabasesDir(): string | undefined {
  try {
    return inject('preparedDatabasesDir');
  } catch {
    return undefined; // a benchmark, not a test run
  }
}

async function prepareAt(path: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  const db = connectDatabase(path);
  await prepare(db);
  // Closing the last connection folds the write-ahead log into the file.
  await db.destroy();
}

/**
 * Makes `target` the SQLite database `prepare` leaves (migrated, and seeded at a moment). Within a
 * test run it is prepared once per `key` and then copied: migrating and seeding cost most of a test
 * app's start, and most tests start one or more. The copies live for one run only, so they are
 * always made by the code under test. Files preparing the same one at once each finish their own
 * and move it into place whole, so a reader never sees half of one.
 */
export async function preparedDatabase(target: string, key: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  const dir = preparedDatabasesDir();
  if (!dir) return prepareAt(target, prepare);
  const template = join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.sqlite`);
  if (!existsSync(template)) {
    const draft = `${template}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await prepareAt(draft, prepare);
    renameSync(draft, template);
  }
  copyFileSync(template, target);
}
