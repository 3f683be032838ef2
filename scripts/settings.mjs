// The settings every command reads (server/env-file.ts does the same for the server, with the
// same parser): the file PORTAL_ENV_FILE names, else `.env` in the install folder, over the
// shell's environment. A named file that is missing, or a line that is not KEY=value, stops the
// command with one line, as it stops the server.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSettings } from './settings-syntax.mjs';

/** The settings file this command reads (an absolute path), or undefined when there is none. */
export function settingsFile(env = process.env) {
  const named = env.PORTAL_ENV_FILE;
  if (named !== undefined && named.trim() === '') refuse('PORTAL_ENV_FILE: is set but empty');
  const path = resolve(named ?? '.env');
  if (existsSync(path)) return path;
  if (named !== undefined) refuse(`PORTAL_ENV_FILE: names ${path}, which does not exist`);
  return undefined;
}

export function installSettings(env = process.env) {
  const path = settingsFile(env);
  if (!path) return { ...env };
  try {
    return { ...env, ...parseSettings(readFileSync(path, 'utf8')) };
  } catch (error) {
    refuse(`PORTAL_ENV_FILE: ${path} cannot be read: ${error.message}`);
  }
}

/** Stops the command with one line naming the setting, as the server refuses a bad value. */
export function refuse(problem) {
  console.error(`Invalid configuration: ${problem}`);
  process.exit(1);
}

/** DATABASE_URL as the server reads it (an empty value or another scheme is refused the same way). */
export function databaseUrlOf(settings) {
  const url = settings.DATABASE_URL ?? 'data/portal.sqlite';
  if (url.trim() === '') refuse('DATABASE_URL: is set but empty');
  if (!isPostgres(url) && /^[a-z][a-z0-9+.-]+:/i.test(url))
    refuse('DATABASE_URL: neither a file path nor a postgres:// or postgresql:// URL');
  return url;
}

export const isPostgres = (url) => /^postgres(ql)?:\/\//.test(url);
