// The settings every command reads (server/env-file.ts does the same for the server): the file
// PORTAL_ENV_FILE names, else `.env` in the install folder, over the shell's environment.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export function installSettings(env = process.env) {
  const path = resolve(env.PORTAL_ENV_FILE || '.env');
  return existsSync(path) ? { ...env, ...parseEnv(readFileSync(path, 'utf8')) } : { ...env };
}

export const databaseUrlOf = (settings) => settings.DATABASE_URL || 'data/portal.sqlite';
export const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url);
