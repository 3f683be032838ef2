import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseSettings } from '../scripts/settings-syntax.mjs';
import { ConfigRefused } from './config.js';

/**
 * Every command (start, migrate, backup, user:create) reads the same settings file, so a new
 * shell runs the same practice: `PORTAL_ENV_FILE`, else `.env` in the install folder (npm runs
 * scripts there). The file wins over the shell: production is decided by the file, not by what
 * a shell happened to export. Answers the path read (undefined when there is none) and the
 * variables whose value from the environment the file replaced (names only: values may be secret).
 */
export function applyEnvFile(env: NodeJS.ProcessEnv = process.env): { path?: string; overridden: string[] } {
  const named = env.PORTAL_ENV_FILE;
  if (named !== undefined && named.trim() === '') throw new ConfigRefused('PORTAL_ENV_FILE', 'is set but empty');
  const path = resolve(named ?? '.env');
  if (!existsSync(path)) {
    if (named !== undefined) throw new ConfigRefused('PORTAL_ENV_FILE', `names ${path}, which does not exist`);
    return { overridden: [] };
  }
  let values: Record<string, string>;
  try {
    // One parser with the commands (scripts/settings.mjs): a value reads the same to both.
    values = parseSettings(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigRefused('PORTAL_ENV_FILE', `${path} cannot be read: ${(error as Error).message}`);
  }
  const overridden = Object.keys(values).filter((name) => env[name] !== undefined && env[name] !== values[name]);
  Object.assign(env, values);
  return { path, overridden };
}
