import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordedUrl } from '../scripts/database/database-url.mjs';

/**
 * `npm run update` on an install whose settings name PostgreSQL with a password: a stand-in
 * pg_dump first on PATH records its arguments, its environment, the password file it is given
 * and every process's command line at that moment. The install has no build tools, so the update
 * stops right after its backup, at the build (nothing else is needed here).
 */
const PASSWORD = 'Pw-of:the\\practice-7f3a';
const tree = mkdtempSync(join(tmpdir(), 'portal-update-secrets-'));
const bin = join(tree, 'stand-in-bin');
const seen = join(tree, 'seen');
afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('npm run update with a PostgreSQL password', () => {
  it('no process’s command line holds the password: pg_dump reads it from a 0600 password file, removed afterwards', () => {
    cpSync('scripts', join(tree, 'scripts'), { recursive: true });
    cpSync('package.json', join(tree, 'package.json'));
    const url = `postgres://portal:${encodeURIComponent(PASSWORD)}@db.internal:5432/portal`;
    writeFileSync(join(tree, '.env'), `DATABASE_URL=${url}\nBACKUP_DIR=${join(tree, 'backups')}\n`, { mode: 0o600 });
    mkdirSync(bin);
    mkdirSync(seen);
    const standIn = join(bin, 'pg_dump');
    writeFileSync(
      standIn,
      [
        '#!/bin/sh',
        `printf '%s\\n' "$@" > ${seen}/argv`,
        `env > ${seen}/env`,
        `ps -eo args > ${seen}/ps`,
        `stat -c %a "$PGPASSFILE" > ${seen}/pgpass-mode`,
        `cp "$PGPASSFILE" ${seen}/pgpass`,
        'for arg in "$@"; do case "$arg" in --file=*) printf PGDMP > "${arg#--file=}";; esac; done',
        '',
      ].join('\n'),
    );
    chmodSync(standIn, 0o755);

    const update = spawnSync('npm', ['run', '--silent', 'update', '--', '--no-install'], {
      cwd: tree,
      env: { PATH: `${bin}:${process.env.PATH}`, HOME: process.env.HOME!, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    const output = update.stdout + update.stderr;
    // It got past the backup and stopped at the build (no build tools in this tree).
    expect(output).toMatch(/Backed up to .*pre-update-\d{8}T\d{6}Z\.dump/);
    expect(output).toMatch(/Cannot build: typescript is not installed/);
    expect(update.status).not.toBe(0);
    expect(output).toContain('the PostgreSQL database portal on db.internal:5432 as portal');

    const argv = readFileSync(join(seen, 'argv'), 'utf8');
    expect(argv).toContain('--dbname=postgres://portal@db.internal:5432/portal');
    const commandLines = readFileSync(join(seen, 'ps'), 'utf8');
    expect(commandLines).toMatch(/pg_dump/); // the list was taken while pg_dump ran
    for (const what of [argv, commandLines, readFileSync(join(seen, 'env'), 'utf8'), output]) {
      expect(what).not.toContain(PASSWORD);
      expect(what).not.toContain(encodeURIComponent(PASSWORD));
    }
    expect(readFileSync(join(seen, 'pgpass-mode'), 'utf8').trim()).toBe('600');
    expect(readFileSync(join(seen, 'pgpass'), 'utf8')).toBe(`*:*:*:*:${PASSWORD.replace(/[\\:]/g, '\\$&')}\n`);
    const passfile = /^PGPASSFILE=(.*)$/m.exec(readFileSync(join(seen, 'env'), 'utf8'))![1]!;
    expect(existsSync(passfile)).toBe(false);
    // What update records (build/last-update.json) keeps the URL as recordedUrl gives it.
    expect(recordedUrl(url)).toBe('postgres://portal@db.internal:5432/portal');
  });
});
