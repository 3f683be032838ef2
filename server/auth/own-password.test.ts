import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../shared/schemas/auth.js';
import { createTestApp, ROLE_USERNAMES, type TestApp } from '../test/harness.js';
import { connectSocket, nextEvent, type TestSocket } from '../test/sockets.js';
import { DEMO_PASSWORD } from '../users/users.seed.js';
import { COMMON_PASSWORD_MESSAGE, USERNAME_PASSWORD_MESSAGE } from './password-policy.js';
import { authContract } from '../../shared/contract/auth.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered } from '../test/call-declared.js';

let t: TestApp;
let baseUrl: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const NEW_PASSWORD = 'violet-harbour-lantern';
const change = (token: string, body: Record<string, unknown>) => t.api(token).put('/api/current-user/password', body);
const signIn = (username: string, password: string) => t.call(authContract.login, { body: { username, password } });

describe('changing your own password', { timeout: 60_000 }, () => {
  it.each([
    [
      { password: 'short-one', password_confirmation: 'short-one' },
      'password',
      'The password must be at least 12 characters.',
    ],
    [{ password: 'Password2024!', password_confirmation: 'Password2024!' }, 'password', COMMON_PASSWORD_MESSAGE],
    [{ password: 'STAFF-2024-07!', password_confirmation: 'STAFF-2024-07!' }, 'password', USERNAME_PASSWORD_MESSAGE],
    [
      { password: NEW_PASSWORD, password_confirmation: 'something-else' },
      'password_confirmation',
      'The password confirmation does not match.',
    ],
    [
      { current_password: 'not-my-password', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'current_password',
      WRONG_CURRENT_PASSWORD_MESSAGE,
    ],
    [
      { current_password: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'current_password',
      'The current password field is required.',
    ],
  ])('refuses %j with a message under %s, and changes nothing', async (body, field, message) => {
    const token = await t.login('staff');
    const response = await change(token, { current_password: DEMO_PASSWORD, ...body });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect((await signIn('staff', DEMO_PASSWORD)).status).toBe(200);
  });

  it.each(['portal-demo1', 'parksidesurgical2026', 'maria-lopez-2026', 'staff.staff.staff'])(
    'refuses the guessable new password %j, saying why under password (422), and changes nothing',
    async (password) => {
      const token = await t.login('staff');
      const response = await change(token, {
        current_password: DEMO_PASSWORD,
        password,
        password_confirmation: password,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors.password).toEqual([
        expect.stringMatching(/too easy to guess\. \w|may not be the username/),
      ]);
      expect((await signIn('staff', DEMO_PASSWORD)).status).toBe(200);
    },
  );

  it('needs a session', async () => {
    const response = await t
      .api()
      .put('/api/current-user/password', { current_password: DEMO_PASSWORD, password: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });

  it('is open to every role, and ends every other session of theirs (and its sockets) while this one stays', async () => {
    for (const username of ROLE_USERNAMES) {
      const [current, other] = [await t.login(username), await t.login(username)];
      const otherSocket = await connectSocket(baseUrl, other);
      const currentSocket = await connectSocket(baseUrl, current);
      sockets.push(otherSocket, currentSocket);
      const ended = nextEvent(otherSocket, 'session:ended');
      const disconnected = new Promise((resolve) => otherSocket.once('disconnect', resolve));

      const response = await change(current, {
        current_password: DEMO_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.status, username).toBe(200);
      expect((await t.call(authContract.currentUser, {}, other)).status).toBe(401);
      expect((await t.call(authContract.currentUser, {}, current)).status).toBe(200);
      expect(await ended).toEqual({ reason: 'logout' });
      await disconnected;
      expect(currentSocket.connected).toBe(true);
      expect((await signIn(username, DEMO_PASSWORD)).status).toBe(422);
      expect((await signIn(username, NEW_PASSWORD)).status).toBe(200);
    }
  });

  it('is audited without the password', async () => {
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'users')
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.after).toContain('"password_changed":true');
    expect(entry.after).not.toContain(NEW_PASSWORD);
  });
});

describe('an administrator setting their own password in the user form', { timeout: 60_000 }, () => {
  it('keeps only the session it was set from', async () => {
    const [current, other] = [await t.login('pnatarajan'), await t.login('pnatarajan')];
    await t.db.updateTable('users').set({ role: 1 }).where('username', '=', 'pnatarajan').execute();
    const id = await t.userId('pnatarajan');
    const user = answered(await t.call(usersContract.get, { params: { id } }, current)).user;
    const response = await t.call(
      usersContract.update,
      { params: { id }, body: { ...user, password: NEW_PASSWORD } },
      current,
    );
    expect(response.status).toBe(200);
    expect((await t.call(authContract.currentUser, {}, other)).status).toBe(401);
    expect((await t.call(authContract.currentUser, {}, current)).status).toBe(200);
  });
});
