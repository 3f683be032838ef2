import { create } from 'zustand';
import type { LoginResponse, SessionUser } from '../../shared/schemas/auth.js';

/** The stored session uses the login response's own names as local-storage keys (spec §3). */
const KEYS = ['id', 'email', 'username', 'name', 'role', 'user_status', 'token'] as const;

interface SessionState {
  user: SessionUser | null;
  token: string | null;
  signIn(response: LoginResponse): void;
  clear(): void;
}

function readStored(): Pick<SessionState, 'user' | 'token'> {
  // Outside a browser (a unit test of a module that reaches the API client) nobody is signed in.
  if (typeof localStorage === 'undefined') return { user: null, token: null };
  const token = localStorage.getItem('token');
  const status = localStorage.getItem('user_status');
  if (!token || status === '0' || status === null) return { user: null, token: null };
  return {
    token,
    user: {
      id: Number(localStorage.getItem('id')),
      email: localStorage.getItem('email') ?? '',
      username: localStorage.getItem('username') ?? '',
      name: localStorage.getItem('name') ?? '',
      role: Number(localStorage.getItem('role')),
      user_status: Number(status),
    },
  };
}

export const useSession = create<SessionState>((set) => ({
  ...readStored(),
  signIn(response) {
    for (const key of KEYS) localStorage.setItem(key, String(response[key]));
    const { token, ...user } = response;
    set({ user, token });
  },
  clear() {
    for (const key of KEYS) localStorage.removeItem(key);
    set({ user: null, token: null });
  },
}));

/** The token is read from storage on every request, as the spec asks. */
export const storedToken = (): string | null => localStorage.getItem('token');
