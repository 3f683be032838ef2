import { loadDatabaseUrl } from '../config.js';
import { applyEnvFile } from '../env-file.js';
import { refuseToStart } from '../start-refusal.js';

/** DATABASE_URL as `npm start` would read it (the settings file first), or one line and exit 1. */
export function databaseUrlOfThisInstall(): string {
  try {
    applyEnvFile();
    return loadDatabaseUrl();
  } catch (error) {
    refuseToStart(error);
  }
}
