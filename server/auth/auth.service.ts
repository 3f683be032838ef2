import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, type SessionUser } from '../../shared/schemas/auth.js';
import type { Db } from '../db/connect.js';
import { fieldError, tooManyRequests } from '../http/errors.js';
import { findUserForLogin } from '../users/users.repository.js';
import type { LoginThrottle } from './login-throttle.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { createSession } from './sessions.repository.js';

/**
 * Checks the credentials and opens a session. Wrong username, wrong password and inactive
 * account all get the same answer, after the same password work, so none can be told apart.
 */
export async function signIn(
  db: Db,
  throttle: LoginThrottle,
  body: LoginBody,
  address: string,
): Promise<{ user: SessionUser; sessionId: string }> {
  const retryAfterMs = await throttle.retryAfter(body.username, address);
  if (retryAfterMs > 0) {
    const minutes = Math.ceil(retryAfterMs / 60_000);
    throw tooManyRequests(`Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  const found = await findUserForLogin(db, body.username);
  const passwordMatches = await verifyPassword(body.password, found?.password_hash ?? (await decoyPasswordHash()));
  if (!found || !passwordMatches || found.user_status !== 1) {
    await throttle.recordFailure(body.username, address);
    throw fieldError('username', INVALID_CREDENTIALS_MESSAGE);
  }
  await throttle.recordSuccess(body.username);
  const { password_hash: _hash, ...user } = found;
  return { user, sessionId: await createSession(db, user.id) };
}
