import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '../../shared/schemas/auth.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import type { ErrorBody } from '../../shared/schemas/common.js';
import { authContract } from '../../shared/contract/auth.js';
import { usersContract } from '../../shared/contract/users.js';
import { refused } from '../test/call-declared.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers the stored-session fields and a token, never a hash', async () => {
    const response = await t.call(authContract.login, { body: { username: 'admin', password: 'portal-demo' } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'email',
      'id',
      'name',
      'role',
      'token',
      'user_status',
      'username',
    ]);
    expect(response.body).toMatchObject({ username: 'admin', role: 1, user_status: 1 });
  });

  it('names each missing field (422)', async () => {
    const response = await t.api().post('/api/login');
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['password', 'username']);
    expect(response.body.errors.username![0]).toBe('The username field is required.');
  });

  it('gives the same single message for a wrong password, an unknown user and an inactive user', async () => {
    const wrongPassword = await t.call(authContract.login, { body: { username: 'ceo', password: 'nope-nope' } });
    const unknown = await t.call(authContract.login, { body: { username: 'nobody-here', password: 'portal-demo' } });
    const inactive = await t.call(authContract.login, { body: { username: 'tbell', password: 'portal-demo' } });
    for (const response of [wrongPassword, unknown, inactive]) {
      expect(response.status).toBe(422);
      expect(refused(response).errors).toEqual({ username: [INVALID_CREDENTIALS_MESSAGE] });
    }
  });

  it('closes a username to the address that failed five times (429), even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await t.call(authContract.login, { body: { username: 'kbrooks', password: `guess-${attempt}` } })).status,
      ).toBe(422);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kbrooks', password: 'portal-demo' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ErrorBody>().message).toMatch(/Too many login attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the current user with the role', async () => {
    const token = await t.login('physician');
    const response = await t.api(token).get('/api/current-user');
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ username: 'physician', role: 3 });
    expect(response.body.user.password_hash).toBeUndefined();
  });

  it('refuses calls without a token or with a forged one (401)', async () => {
    expect((await t.call(authContract.currentUser, {})).status).toBe(401);
    const forged = await t.call(authContract.currentUser, {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('logout and idle expiry', () => {
  it('revokes the token at logout, so it then gets 401 everywhere', async () => {
    const token = await t.login('staff');
    expect((await t.call(authContract.logout, {}, token)).status).toBe(200);
    expect((await t.call(authContract.currentUser, {}, token)).status).toBe(401);
    expect((await t.call(usersContract.allActive, {}, token)).status).toBe(401);
  });

  it('refuses a session idle for more than one hour', async () => {
    const token = await t.login('mchen');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await t.db.updateTable('sessions').set({ last_seen_at: twoHoursAgo }).where('revoked_at', 'is', null).execute();
    const response = await t.call(authContract.currentUser, {}, token);
    expect(response.status).toBe(401);
    expect(refused(response).message).toBe('Your session has expired.');
  });

  it('keeps a session used within the hour alive', async () => {
    const token = await t.login('dreyes');
    const halfHourAgo = new Date(Date.now() - 30 * 60_000).toISOString();
    await t.db.updateTable('sessions').set({ last_seen_at: halfHourAgo }).where('revoked_at', 'is', null).execute();
    expect((await t.call(authContract.currentUser, {}, token)).status).toBe(200);
  });
});

describe('the HTTP contract', () => {
  it('answers unknown API paths 404 in the contract shape', async () => {
    const token = await t.login('admin');
    const response = await t.api(token).get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('sends a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/current-user' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
