import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installSettings } from '../scripts/settings.mjs';
import { parseSettings } from '../scripts/settings-syntax.mjs';
import { applyEnvFile } from './env-file.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TRICKY = [
  '# the practice',
  'JWT_SECRET="abc#def # still the secret"',
  "DATABASE_URL='postgres://portal:p#ss@db/portal'",
  'REDIS_KEY_PREFIX=portal#2:',
  'HOST=127.0.0.1   # where nginx reaches the node',
  'export TZ = America/Chicago',
  'CORS_ORIGINS="https://a.example.org,',
  'https://b.example.org"',
  'LOG_LEVEL="warn" # quiet',
  '',
].join('\n');

const EXPECTED = {
  JWT_SECRET: 'abc#def # still the secret',
  DATABASE_URL: 'postgres://portal:p#ss@db/portal',
  REDIS_KEY_PREFIX: 'portal#2:',
  HOST: '127.0.0.1',
  TZ: 'America/Chicago',
  CORS_ORIGINS: 'https://a.example.org,\nhttps://b.example.org',
  LOG_LEVEL: 'warn',
};

describe('the settings file', () => {
  it('keeps a # inside a quoted value or a word; a # after a space starts a comment', () => {
    expect(parseSettings(TRICKY)).toEqual(EXPECTED);
  });

  it('reads the same to the server (server/env-file.ts) and to the commands (scripts/settings.mjs)', () => {
    const file = join(dir, 'tricky.env');
    writeFileSync(file, TRICKY);
    const serverEnv: NodeJS.ProcessEnv = { PORTAL_ENV_FILE: file };
    applyEnvFile(serverEnv);
    const commandSettings = installSettings({ PORTAL_ENV_FILE: file });
    expect(serverEnv).toEqual({ PORTAL_ENV_FILE: file, ...EXPECTED });
    expect(commandSettings).toEqual(serverEnv);
  });

  it('a line that is not KEY=value, or an unclosed quote, stops the server and the commands naming the line', () => {
    const file = join(dir, 'typo.env');
    writeFileSync(file, 'NODE_ENV=production\nDATABASE_URL /var/lib/portal/portal.sqlite\n');
    expect(() => applyEnvFile({ PORTAL_ENV_FILE: file })).toThrow(
      /^Invalid configuration: PORTAL_ENV_FILE: .*typo\.env cannot be read: line 2 is not KEY=value$/,
    );
    writeFileSync(file, 'JWT_SECRET="unclosed\n');
    const command = spawnSync(
      process.execPath,
      ['-e', "import('./scripts/settings.mjs').then(({ installSettings }) => installSettings())"],
      { env: { ...process.env, PORTAL_ENV_FILE: file }, encoding: 'utf8' },
    );
    expect(command.status).toBe(1);
    expect(command.stderr.trim()).toMatch(
      /^Invalid configuration: PORTAL_ENV_FILE: .*line 1: the " that opens JWT_SECRET's value is never closed$/,
    );
  });
});
