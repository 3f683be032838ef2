import { create } from 'zustand';
import type { UserRecord } from '../../shared/schemas/users.js';

interface UsersState {
  byId: Record<number, UserRecord>;
  loaded: boolean;
  replaceAll(users: UserRecord[]): void;
  /** Keeps the newer of what is held and what arrived (an echo of one's own save is harmless). */
  upsert(user: UserRecord): void;
}

export const useUsersStore = create<UsersState>((set) => ({
  byId: {},
  loaded: false,
  replaceAll(users) {
    set({ byId: Object.fromEntries(users.map((user) => [user.id, user])), loaded: true });
  },
  upsert(user) {
    set((state) => {
      const held = state.byId[user.id];
      if (held && held.version > user.version) return state;
      return { byId: { ...state.byId, [user.id]: user } };
    });
  },
}));

export const usersByName = (byId: Record<number, UserRecord>): UserRecord[] =>
  Object.values(byId).sort((a, b) => a.name.localeCompare(b.name));
