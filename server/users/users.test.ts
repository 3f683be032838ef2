import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAfter, lastAuditId } from '../audit/audit.test-support.js';
import { fields } from '../test/audit-sweep.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildUser } from './users.factories.test-support.js';
import { usersContract } from '../../shared/contract/users.js';
import { authContract } from '../../shared/contract/auth.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.loginEach());
});
afterAll(() => t.close());

/** A new user per suffix, with initials of their own (initials are unique among active users). */
const newUser = (suffix: string) =>
  buildUser({
    name: `Nora Quinn ${suffix}`,
    initial: `NQ${suffix.slice(0, 3).toUpperCase()}`,
    email: `nquinn${suffix}@example.org`,
    username: `nquinn${suffix}`,
  });

describe('who may call the users endpoints', () => {
  const adminOnly = [
    ['GET /api/users', (token?: string) => t.call(usersContract.list, {}, token)],
    ['GET /api/users/1', (token?: string) => t.call(usersContract.get, { params: { id: 1 } }, token)],
  ] as const;
  const anySignedIn = [
    [
      'GET /api/users/staff?status=active',
      (token?: string) => t.call(usersContract.staff, { query: { status: 'active' } }, token),
    ],
    [
      'GET /api/users/physicians?status=active',
      (token?: string) => t.call(usersContract.physicians, { query: { status: 'active' } }, token),
    ],
    ['GET /api/users/all-active', (token?: string) => t.call(usersContract.allActive, {}, token)],
  ] as const;

  it.each(adminOnly)(
    '%s: 200 for the administrator, 403 for CEO, physician and staff, 401 signed out',
    async (_route, call) => {
      expect((await call(tokens.admin)).status).toBe(200);
      for (const username of ['ceo', 'physician', 'staff']) {
        const response = await call(tokens[username]);
        expect(response.status).toBe(403);
        expect(response.body).toHaveProperty('message');
      }
      expect((await call()).status).toBe(401);
    },
  );

  it.each(anySignedIn)('%s: 200 for every role, 401 signed out', async (_route, call) => {
    for (const username of ['admin', 'ceo', 'physician', 'staff']) {
      expect((await call(tokens[username])).status).toBe(200);
    }
    expect((await call()).status).toBe(401);
  });

  it('refuses user writes to every role but the administrator (403) and changes nothing', async () => {
    for (const username of ['ceo', 'physician', 'staff']) {
      expect((await t.call(usersContract.create, { body: newUser(username) }, tokens[username])).status).toBe(403);
      expect(
        (await t.call(usersContract.update, { params: { id: '3' }, body: newUser(username) }, tokens[username])).status,
      ).toBe(403);
    }
    const body = answered(await t.call(usersContract.list, {}, tokens.admin));
    expect(body.users.some((user: { username: string }) => user.username.startsWith('nquinn'))).toBe(false);
  });
});

describe('lists', () => {
  it('lists active physicians and active staff apart, without the inactive user', async () => {
    const physicians = answered(
      await t.call(usersContract.physicians, { query: { status: 'active' } }, tokens.staff),
    ).physicians;
    const staff = answered(await t.call(usersContract.staff, { query: { status: 'active' } }, tokens.staff)).staff;
    expect(physicians.map((p: { name: string }) => p.name)).toEqual([
      'David Reyes',
      'James Carter',
      'Michael Chen',
      'Priya Natarajan',
      'Sarah Whitman',
    ]);
    expect(staff.every((person: { role: number }) => person.role !== 3)).toBe(true);
    const all = answered(await t.call(usersContract.allActive, {}, tokens.staff)).users;
    expect(all).toHaveLength(physicians.length + staff.length);
    expect(all.some((person: { name: string }) => person.name === 'Thomas Bell')).toBe(false);
  });

  it('never answers a password or hash', async () => {
    const answer = await t.call(usersContract.list, {}, tokens.admin);
    expect(answered(answer).users.length).toBeGreaterThan(0);
    expect(answer.text).not.toMatch(/password|scrypt\$/);
  });
});

describe('adding and editing users', () => {
  it('adds a user with padded hiring date, creator name and defaults, who can then sign in', async () => {
    const { password: _p, role: _r, user_status: _s, allowed_vacation: _a, ...minimal } = newUser('a');
    const created = await t.call(
      usersContract.create,
      { body: { ...minimal, password: 'a-strong-password' } },
      tokens.admin,
    );
    expect(created.status).toBe(201);
    expect(answered(created, 201).user).toMatchObject({
      hiring_year: '2021-03-09',
      role: 4,
      user_status: 1,
      allowed_vacation: 0,
      call_share: 100,
    });
    const read = await t.call(usersContract.get, { params: { id: answered(created, 201).user.id } }, tokens.admin);
    expect(answered(read).user.creator).toEqual({ name: 'Olivia Grant' });
    expect(
      (await t.call(authContract.login, { body: { username: 'nquinna', password: 'a-strong-password' } })).status,
    ).toBe(200);
  });

  it('names every invalid field (422) and stores nothing', async () => {
    const response = await t
      .api(tokens.admin)
      .post('/api/add-new-user', { email: 'not-an-email', role: 9, hiring_year: '2021-02-30' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(
      ['email', 'hiring_year', 'initial', 'name', 'password', 'role', 'username'].sort(),
    );
  });

  it('refuses a taken username or email, whatever the case (422)', async () => {
    const response = await t.call(
      usersContract.create,
      {
        body: {
          ...newUser('b'),
          username: 'ADMIN',
          email: 'Physician@parkside-surgical.example',
        },
      },
      tokens.admin,
    );
    expect(response.status).toBe(422);
    expect(refused(response).errors!.username).toEqual(['The username has already been taken.']);
    expect(refused(response).errors!.email).toEqual(['The email has already been taken.']);
  });

  it('edits a user keeping the password when it is left "Hidden", and records who updated', async () => {
    const id = await t.userId('pnatarajan');
    const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
    const response = await t.call(
      usersContract.update,
      { params: { id }, body: { ...current, password: 'Hidden', allowed_vacation: 25 } },
      tokens.admin,
    );
    expect(response.status).toBe(200);
    expect(answered(response).user).toMatchObject({ allowed_vacation: 25, updated_by: { name: 'Olivia Grant' } });
    expect(
      (await t.call(authContract.login, { body: { username: 'pnatarajan', password: 'portal-demo' } })).status,
    ).toBe(200);
  });

  it("sets a physician's call share, reads it back, keeps it on an edit that leaves it out, and audits it", async () => {
    const id = await t.userId('mchen');
    const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
    expect(current.call_share).toBe(100);
    const since = await lastAuditId(t);
    const halved = await t.call(
      usersContract.update,
      { params: { id }, body: { ...current, password: '', call_share: '50' } },
      tokens.admin,
    );
    expect(halved.status).toBe(200);
    expect(answered(halved).user.call_share).toBe(50);
    expect(answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user.call_share).toBe(50);
    const [entry] = await entriesAfter(t, since);
    expect([fields(entry!.before).call_share, fields(entry!.after).call_share]).toEqual([100, 50]);

    const { call_share: _c, ...withoutShare } = answered(halved).user;
    expect(
      answered(await t.call(usersContract.update, { params: { id }, body: withoutShare }, tokens.admin)).user
        .call_share,
    ).toBe(50);
    const none = await t.call(
      usersContract.update,
      { params: { id }, body: { ...withoutShare, call_share: 0 } },
      tokens.admin,
    );
    expect(answered(none).user.call_share).toBe(0);
  });

  it('adds a part-time physician with the call share given', async () => {
    const created = await t.call(
      usersContract.create,
      { body: { ...newUser('h'), role: 3, call_share: 60 } },
      tokens.admin,
    );
    expect(created.status).toBe(201);
    expect(answered(created, 201).user).toMatchObject({ role: 3, call_share: 60 });
  });

  it.each([
    [-1, 'The call share may not be less than 0 %.'],
    [101, 'The call share may not be more than 100 %.'],
    [50.5, 'The call share must be a whole number.'],
    ['half', 'The call share must be a number.'],
  ])(
    'refuses the call share %j under call_share (422), on add and on edit, and stores nothing',
    async (share, message) => {
      const added = await t.call(
        usersContract.create,
        { body: { ...newUser('k'), role: 3, call_share: share } },
        tokens.admin,
      );
      expect(added.status).toBe(422);
      expect(refused(added).errors).toEqual({ call_share: [message] });
      const id = await t.userId('dreyes');
      const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
      const edited = await t.call(
        usersContract.update,
        { params: { id }, body: { ...current, call_share: share } },
        tokens.admin,
      );
      expect(edited.status).toBe(422);
      expect(refused(edited).errors).toEqual({ call_share: [message] });
      expect(answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user).toMatchObject({
        call_share: current.call_share,
        version: current.version,
      });
    },
  );

  it('refuses the call share to every role but the administrator (403)', async () => {
    const id = await t.userId('dreyes');
    const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
    for (const username of ['ceo', 'physician', 'staff']) {
      expect(
        (await t.call(usersContract.update, { params: { id }, body: { ...current, call_share: 10 } }, tokens[username]))
          .status,
      ).toBe(403);
    }
    expect(answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user.call_share).toBe(
      current.call_share,
    );
  });

  it.each([
    ['password', 'The password must be at least 12 characters.'],
    ['12345678', 'The password must be at least 12 characters.'],
    ['aaaaaaaa', 'The password must be at least 12 characters.'],
    ['kbrooks1', 'The password must be at least 12 characters.'],
    ['Password2024!', 'This password is too common. Please choose another.'],
    ['qwerty123456', 'This password is too common. Please choose another.'],
    ['NQUINNP-2024!', 'The password may not be the username.'],
  ])(
    'refuses the password %j for a new user and for an edit, under password (422), and stores nothing',
    async (password, message) => {
      const added = await t.call(usersContract.create, { body: { ...newUser('p'), password } }, tokens.admin);
      expect(added.status).toBe(422);
      expect(refused(added).errors).toEqual({ password: [message] });
      expect(
        answered(await t.call(usersContract.list, {}, tokens.admin)).users.map((u: { username: string }) => u.username),
      ).not.toContain('nquinnp');

      const id = await t.userId('swhitman');
      const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
      const edited = await t.call(
        usersContract.update,
        { params: { id }, body: { ...current, username: 'nquinnp', password } },
        tokens.admin,
      );
      expect(edited.status).toBe(422);
      expect(refused(edited).errors!.password).toEqual([message]);
      expect(answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user.version).toBe(
        current.version,
      );
    },
  );

  it.each(['aaaaaaaaaaaa', '123456789012', 'abcdefghijkl', 'portal-demo2026', 'Parkside2026!', 'nquinnrnquinnr'])(
    'refuses the guessable password %j for a new user and for an admin reset, saying why (422), and stores nothing',
    async (password) => {
      const added = await t.call(usersContract.create, { body: { ...newUser('r'), password } }, tokens.admin);
      expect(added.status).toBe(422);
      expect(refused(added).errors!.password).toEqual([
        expect.stringMatching(/too easy to guess\. \w|may not be the username/),
      ]);
      expect(
        answered(await t.call(usersContract.list, {}, tokens.admin)).users.map((u: { username: string }) => u.username),
      ).not.toContain('nquinnr');

      const id = await t.userId('dreyes');
      const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
      const reset = await t.call(
        usersContract.update,
        { params: { id }, body: { ...current, username: 'nquinnr', password } },
        tokens.admin,
      );
      expect(reset.status).toBe(422);
      expect(refused(reset).errors!.password).toEqual([
        expect.stringMatching(/too easy to guess\. \w|may not be the username/),
      ]);
      expect(answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user.version).toBe(
        current.version,
      );
    },
  );

  it("refuses a password made of the person's own name when it is set for them (422)", async () => {
    const added = await t.call(
      usersContract.create,
      { body: { ...newUser('s'), name: 'Helena Marchetti', password: 'helenamarchetti1990' } },
      tokens.admin,
    );
    expect(refused(added).errors!.password).toEqual([
      expect.stringMatching(/too easy to guess\. It contains your name/),
    ]);
    const strong = await t.call(
      usersContract.create,
      { body: { ...newUser('s'), name: 'Helena Marchetti', password: 'marble otter violin cactus' } },
      tokens.admin,
    );
    expect(strong.status).toBe(201);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await t.call(usersContract.get, { params: { id: '9999' } }, tokens.admin)).status).toBe(404);
    expect(
      (await t.call(usersContract.update, { params: { id: '9999' }, body: newUser('c') }, tokens.admin)).status,
    ).toBe(404);
  });

  it('revokes every session of a user at once when they are deactivated', async () => {
    const token = await t.login('swhitman');
    const id = await t.userId('swhitman');
    const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
    expect(
      (await t.call(usersContract.update, { params: { id }, body: { ...current, user_status: 0 } }, tokens.admin))
        .status,
    ).toBe(200);
    expect((await t.call(authContract.currentUser, {}, token)).status).toBe(401);
  });

  it('does not let an administrator deactivate themselves (422)', async () => {
    const id = await t.userId('admin');
    const current = answered(await t.call(usersContract.get, { params: { id } }, tokens.admin)).user;
    const response = await t.call(
      usersContract.update,
      { params: { id }, body: { ...current, user_status: 0 } },
      tokens.admin,
    );
    expect(response.status).toBe(422);
    expect(refused(response).errors).toHaveProperty('user_status');
  });
});
