import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { connectDatabase } from '../db/connect.js';

const dir = mkdtempSync(join(tmpdir(), 'portal-create-user-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { ...process.env, DATABASE_URL: join(dir, 'portal.sqlite'), NODE_ENV: 'development' };

const person = ['--role', '4', '--name', 'Nina Lowe', '--initial', 'NL', '--email', 'nina@example.org'];
/** `npm run user:create:dev`, with `input` on its stdin (not a terminal). */
const createUser = (args: string[], input: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/create-user.ts', ...args], {
    env,
    input,
    encoding: 'utf8',
  });

async function storedHash(username: string): Promise<string | undefined> {
  const db = connectDatabase(env.DATABASE_URL);
  try {
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.password_hash;
  } finally {
    await db.destroy();
  }
}

describe('user:create', { timeout: 60_000 }, () => {
  it('refuses a password on the command line, before touching the database', () => {
    const result = createUser(['--username', 'nurse0', '--password', 'quiet-meadow-compass', ...person], '');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/--password: not accepted on the command line/);
  });

  it('takes the password from the first line of stdin, and refuses a duplicate', async () => {
    const first = createUser(['--username', 'nurse1', ...person], 'quiet-meadow-compass\nignored line\n');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Created user nurse1/);
    expect(await verifyPassword('quiet-meadow-compass', (await storedHash('nurse1'))!)).toBe(true);

    const second = createUser(['--username', 'nurse1', ...person], 'quiet-meadow-compass\n');
    expect(second.status).toBe(2);
    expect(second.stderr).toMatch(/already exists/);

    const sameInitials = createUser(
      ['--username', 'nurse3', ...person.slice(0, -1), 'nurse3@example.org'],
      'quiet-meadow-compass\n',
    );
    expect(sameInitials.status).toBe(2);
    expect(sameInitials.stderr).toMatch(/The initial NL is already used by an active user \(Nina Lowe\)/);
    expect(await storedHash('nurse3')).toBeUndefined();
  });

  it.each([
    ['too short', 'short-pw', /at least 12 characters/],
    ['common', 'Password2024!', /too common/],
    ['the username', 'Nurse2-2024!', /may not be the username/],
    [
      'easy to guess',
      'Parkside2026!',
      /password: This password is too easy to guess\. It contains .*the practice's name/,
    ],
    ["the person's name", 'NinaLowe2026', /password: This password is too easy to guess\. It contains your name/],
  ])('refuses a password that is %s (exit 2, nothing created)', async (_what, password, message) => {
    const result = createUser(['--username', 'nurse2', ...person.slice(0, -1), 'nurse2@example.org'], `${password}\n`);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await storedHash('nurse2')).toBeUndefined();
  });
});
