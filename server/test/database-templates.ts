import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connectDatabase, type Db } from '../db/connect.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The source files a prepared database depends on: the server's, the shared code's and the migrations. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

let sourcesVersion: string | undefined;

/** Changes whenever a source file does (its size or time), so a template never outlives the code that made it. */
function versionOfSources(): string {
  sourcesVersion ??= createHash('sha256')
    .update(
      ['server', 'shared', 'migrations']
        .flatMap((dir) => sourceFiles(join(ROOT, dir)))
        .map((path) => {
          const { size, mtimeMs } = statSync(path);
          return `${path}:${size}:${mtimeMs}`;
        })
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 16);
  return sourcesVersion;
}

/**
 * Makes `target` a copy of the SQLite database `prepare` leaves (migrated, and seeded at a moment),
 * prepared once per `key` and source version and then copied: migrating and seeding cost most of a
 * test app's start, and most tests start one or more. Files preparing the same template at once
 * each finish their own copy and move it into place whole, so a reader never sees half of one.
 */
export async function copyOfPreparedDatabase(
  target: string,
  key: string,
  prepare: (db: Db) => Promise<void>,
): Promise<void> {
  const dir = join(tmpdir(), 'portal-test-databases', versionOfSources());
  const template = join(dir, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.sqlite`);
  if (!existsSync(template)) {
    mkdirSync(dir, { recursive: true });
    const draft = `${template}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    const db = connectDatabase(draft);
    await prepare(db);
    // Closing the last connection folds the write-ahead log into the file.
    await db.destroy();
    renameSync(draft, template);
  }
  copyFileSync(template, target);
}
