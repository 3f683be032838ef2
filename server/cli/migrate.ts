import { DEFAULT_DATABASE_URL } from '../config.js';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';

/** npm run db:migrate: applies the migrations not yet applied, in order, and stops. */
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const db = connectDatabase(databaseUrl);
try {
  await migrateToLatest(db);
  console.log('The database is up to date.');
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
