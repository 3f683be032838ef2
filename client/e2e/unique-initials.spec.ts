import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { startPortal, type Portal } from './support/portal.js';

/**
 * Initials are unique among active users (issue 31, point 1): the administration form shows the
 * server's refusal under Initial, on adding a user and on reactivating one whose initials an
 * active colleague now has.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ now: '2026-10-15T10:40' });
});
afterAll(() => portal.close());

describe('initials are unique among active users', () => {
  it('shows under Initial that an active user already has them, on add and on reactivation, and saves nothing', async () => {
    const page = await portal.signedIn('admin', { at: '/administration' });
    await page.getByRole('button', { name: 'Add New User' }).click();
    const add = page.getByRole('dialog', { name: 'Add New User' });
    await add.getByLabel('Name', { exact: true }).fill('Jane Cole');
    await add.getByLabel('Initial').fill('JC');
    await add.getByLabel('Email').fill('jcole@example.org');
    await add.getByLabel('Username').fill('jcole');
    await add.getByLabel('Password').fill('harbour-lantern-orchid');
    await add.getByRole('button', { name: 'Add User' }).click();
    await add.getByText('The initial is already used by an active user (James Carter).').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await portal.screenshot(page, 'administration-initial-taken');

    // Another initial: she is added, and Thomas Bell (inactive, TB) is not affected yet.
    await add.getByLabel('Initial').fill('TB');
    await add.getByRole('button', { name: 'Add User' }).click();
    await add.waitFor({ state: 'detached' });
    const users = page.getByRole('list', { name: 'Users' });
    await users.getByText('Jane Cole').waitFor();

    await users.getByRole('button', { name: 'Edit Thomas Bell' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Status').selectOption('1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('The initial is already used by an active user (Jane Cole).').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const bell = await portal.t.db
      .selectFrom('users')
      .select(['user_status', 'initial'])
      .where('username', '=', 'tbell')
      .executeTakeFirstOrThrow();
    expect(bell).toEqual({ user_status: 0, initial: 'TB' });
  });
});
