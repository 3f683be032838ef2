import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'portal-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const migrate = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: join(dir, 'portal.sqlite') },
    encoding: 'utf8',
  });

describe('npm run db:migrate', () => {
  it('names the migrations it applied, then says there was nothing to apply', () => {
    const migrations = readdirSync('migrations').filter((file) => /^\d{4}_.*\.ts$/.test(file));
    const first = migrate();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Applied ${migrations.length} migration(s): 0001_users_and_sessions, `);
    const second = migrate();
    expect(second.stdout.trim()).toBe('The database was up to date: no migration to apply.');
  });
});
