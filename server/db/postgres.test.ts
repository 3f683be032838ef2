import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { postgresReachable } from '../test/scratch-postgres.js';
import { authContract } from '../../shared/contract/auth.js';
import { answered } from '../test/call-declared.js';

/**
 * The same migrations, seed and rules on PostgreSQL (DATABASE_URL=postgres://...). The whole
 * server suite also runs there with `npm run test:postgres`.
 */
const reachable = await postgresReachable();
if (!reachable) console.warn('PostgreSQL is not reachable on loopback: the PostgreSQL checks are skipped.');

describe.skipIf(!reachable)('on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
  });
  afterAll(() => t?.close());

  it('migrates, seeds and signs a user in, case-insensitively', async () => {
    const response = await t.call(authContract.login, { body: { username: 'Admin', password: 'portal-demo' } });
    expect(response.status).toBe(200);
    expect(typeof answered(response).id).toBe('number');
  });

  it('keeps usernames unique whatever the case (422, not a database error)', async () => {
    const token = await t.login('admin');
    const response = await t.api(token).post('/api/add-new-user', {
      name: 'Dup',
      initial: 'DU',
      email: 'dup@example.org',
      username: 'PHYSICIAN',
      password: 'long-enough-password',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.username).toBeDefined();
  });

  it('revokes a session at logout', async () => {
    const token = await t.login('staff');
    await t.call(authContract.logout, {}, token);
    expect((await t.call(authContract.currentUser, {}, token)).status).toBe(401);
  });
});
