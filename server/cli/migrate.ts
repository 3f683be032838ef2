import { connectDatabase } from '../db/connect.js';
import '../files/restrict-new-files.js';
import { migrateToLatest } from '../db/migrate.js';
import { oneLine } from '../start-refusal.js';
import { databaseUrlOfThisInstall } from './install-settings.js';

/** npm run db:migrate: applies the migrations not yet applied, in order, and stops. */
const databaseUrl = databaseUrlOfThisInstall();
const db = connectDatabase(databaseUrl, { tool: 'migrate' });
try {
  const applied = await migrateToLatest(db);
  console.log(
    applied.length === 0
      ? 'The database was up to date: no migration to apply.'
      : `Applied ${applied.length} migration(s): ${applied.join(', ')}. The database is up to date.`,
  );
} catch (error) {
  console.error(`Cannot migrate: ${oneLine(error)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
