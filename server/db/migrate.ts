import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
// Source (.ts, run through tsx) or compiled (.js, under build/); never declaration files.
const MIGRATION_FILE = /^(\d{4}_[a-z0-9_-]+)\.(ts|js)$/;

/**
 * Loads `migrations/NNNN_name.ts` (or the compiled `.js` beside this file's compiled copy) in
 * name order; other files there are helpers. A name is the file name without its extension,
 * so a database migrated by the source tree is up to date for the compiled one and back.
 */
class MigrationFolder implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => MIGRATION_FILE.test(file)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[MIGRATION_FILE.exec(file)![1]!] = (await import(
        pathToFileURL(join(MIGRATIONS_DIR, file)).href
      )) as Migration;
    }
    return migrations;
  }
}

/** Applies the migrations not yet applied, in order; answers their names (none: the database was up to date). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Numbers are handed out before work starts, so migrations always arrive in order: a database
  // that already ran a later number refuses an earlier newcomer instead of running it out of order.
  const migrator = new Migrator({ db, provider: new MigrationFolder(), allowUnorderedMigrations: false });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
