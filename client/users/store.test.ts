import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../shared/schemas/users.js';
import { usersByName, useUsersStore } from './store';

const user = (id: number, name: string, version: number): UserRecord => ({
  id,
  name,
  version,
  initial: 'X',
  email: `${id}@x.org`,
  username: `u${id}`,
  role: 4,
  user_status: 1,
  allowed_vacation: 0,
  call_share: 100,
  hiring_year: null,
  create_by: null,
  update_by: null,
  creator: null,
  updated_by: null,
  created_at: '',
  updated_at: '',
});

describe('users store', () => {
  beforeEach(() => useUsersStore.getState().replaceAll([user(1, 'Zed', 1), user(2, 'Amy', 3)]));

  it('lists by name', () => {
    expect(usersByName(useUsersStore.getState().byId).map((u) => u.name)).toEqual(['Amy', 'Zed']);
  });

  it('applies a newer version and ignores an older one', () => {
    useUsersStore.getState().upsert(user(1, 'Zed Newer', 2));
    useUsersStore.getState().upsert(user(2, 'Amy Older', 2));
    const names = usersByName(useUsersStore.getState().byId).map((u) => u.name);
    expect(names).toEqual(['Amy', 'Zed Newer']);
  });

  it('adds a user it did not hold', () => {
    useUsersStore.getState().upsert(user(3, 'Bea', 1));
    expect(Object.keys(useUsersStore.getState().byId)).toHaveLength(3);
  });
});
