import { authContract } from '../../shared/contract/auth.js';
import { call } from './api-client';
import { useSession } from './session';
import { disconnectSocket } from './socket';

/** Calls the logout endpoint, then forgets the session whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await call(authContract.logout);
  } catch {
    // Already signed out on the server, or unreachable: the local session goes anyway.
  }
  disconnectSocket();
  useSession.getState().clear();
}
