import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './users.seed.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildUser } from './users.factories.test-support.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-15T10:40' });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const userOf = async (username: string) => (await t.api(admin).get(`/api/users/${await t.userId(username)}`)).body.user;
const usernames = async () =>
  (await t.api(admin).get('/api/users')).body.users.map((user: { username: string }) => user.username);

describe('initials are unique among active users (422 under initial)', () => {
  it('the demo practice has no two active users with the same initials', () => {
    const active = DEMO_USERS.filter((user) => user.user_status === 1).map((user) => user.initial.toUpperCase());
    expect(new Set(active).size).toBe(active.length);
  });

  it("refuses a new user with an active user's initials, whatever their case, naming who has them", async () => {
    const response = await t
      .api(admin)
      .post('/api/add-new-user', buildUser({ name: 'Jane Cole', initial: ' jc ', username: 'jcole' }));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: expect.any(String),
      errors: { initial: ['The initial is already used by an active user (James Carter).'] },
    });
    expect(await usernames()).not.toContain('jcole');
  });

  it("refuses an edit to an active user's initials and keeps the record as it was", async () => {
    const before = await userOf('mchen');
    const response = await t.api(admin).post(`/api/users/${before.id}`, { ...before, initial: 'JC' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      initial: ['The initial is already used by an active user (James Carter).'],
    });
    expect(await userOf('mchen')).toMatchObject({ initial: 'MC', version: before.version });
  });

  it("lets an inactive user's initials be taken, then refuses to reactivate that user until they differ", async () => {
    const added = await t
      .api(admin)
      .post('/api/add-new-user', buildUser({ name: 'Tara Bishop', initial: 'TB', username: 'tbishop' }));
    expect(added.status).toBe(201);

    const bell = await userOf('tbell');
    expect(bell).toMatchObject({ initial: 'TB', user_status: 0 });
    const reactivated = await t.api(admin).post(`/api/users/${bell.id}`, { ...bell, user_status: 1 });
    expect(reactivated.status).toBe(422);
    expect(reactivated.body.errors).toEqual({
      initial: ['The initial is already used by an active user (Tara Bishop).'],
    });
    expect(await userOf('tbell')).toMatchObject({ user_status: 0, version: bell.version });

    const renamed = await t.api(admin).post(`/api/users/${bell.id}`, { ...bell, initial: 'TBE', user_status: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user).toMatchObject({ initial: 'TBE', user_status: 1 });
  });

  it('an edit that keeps a user their own initials is not refused', async () => {
    const current = await userOf('dreyes');
    const response = await t.api(admin).post(`/api/users/${current.id}`, { ...current, allowed_vacation: 21 });
    expect(response.status).toBe(200);
  });
});
