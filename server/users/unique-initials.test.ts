import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from './users.seed.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildUser } from './users.factories.test-support.js';
import { usersContract } from '../../shared/contract/users.js';
import { answered, refused } from '../test/call-declared.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-10-15T10:40' });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const userOf = async (username: string) =>
  answered(await t.call(usersContract.get, { params: { id: await t.userId(username) } }, admin)).user;
const usernames = async () =>
  answered(await t.call(usersContract.list, {}, admin)).users.map((user: { username: string }) => user.username);

describe('initials are unique among active users (422 under initial)', () => {
  it('the demo practice has no two active users with the same initials', () => {
    const active = DEMO_USERS.filter((user) => user.user_status === 1).map((user) => user.initial.toUpperCase());
    expect(new Set(active).size).toBe(active.length);
  });

  it("refuses a new user with an active user's initials, whatever their case, naming who has them", async () => {
    const response = await t.call(
      usersContract.create,
      { body: buildUser({ name: 'Jane Cole', initial: ' jc ', username: 'jcole' }) },
      admin,
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: expect.any(String),
      errors: { initial: ['The initial is already used by an active user (James Carter).'] },
    });
    expect(await usernames()).not.toContain('jcole');
  });

  it("refuses an edit to an active user's initials and keeps the record as it was", async () => {
    const before = await userOf('mchen');
    const response = await t.call(
      usersContract.update,
      { params: { id: before.id }, body: { ...before, initial: 'JC' } },
      admin,
    );
    expect(response.status).toBe(422);
    expect(refused(response).errors).toEqual({
      initial: ['The initial is already used by an active user (James Carter).'],
    });
    expect(await userOf('mchen')).toMatchObject({ initial: 'MC', version: before.version });
  });

  it("lets an inactive user's initials be taken, then refuses to reactivate that user until they differ", async () => {
    const added = await t.call(
      usersContract.create,
      { body: buildUser({ name: 'Tara Bishop', initial: 'TB', username: 'tbishop' }) },
      admin,
    );
    expect(added.status).toBe(201);

    const bell = await userOf('tbell');
    expect(bell).toMatchObject({ initial: 'TB', user_status: 0 });
    const reactivated = await t.call(
      usersContract.update,
      { params: { id: bell.id }, body: { ...bell, user_status: 1 } },
      admin,
    );
    expect(reactivated.status).toBe(422);
    expect(refused(reactivated).errors).toEqual({
      initial: ['The initial is already used by an active user (Tara Bishop).'],
    });
    expect(await userOf('tbell')).toMatchObject({ user_status: 0, version: bell.version });

    const renamed = await t.call(
      usersContract.update,
      { params: { id: bell.id }, body: { ...bell, initial: 'TBE', user_status: 1 } },
      admin,
    );
    expect(renamed.status).toBe(200);
    expect(answered(renamed).user).toMatchObject({ initial: 'TBE', user_status: 1 });
  });

  it('an edit that keeps a user their own initials is not refused', async () => {
    const current = await userOf('dreyes');
    const response = await t.call(
      usersContract.update,
      { params: { id: current.id }, body: { ...current, allowed_vacation: 21 } },
      admin,
    );
    expect(response.status).toBe(200);
  });
});
