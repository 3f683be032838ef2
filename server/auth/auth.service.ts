import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, type SessionUser } from '../../shared/schemas/auth.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Db } from '../db/connect.js';
import { inTransaction } from '../db/transaction.js';
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
    await inTransaction(db, (trx) =>
      recordAudit(trx, {
        actor: { id: found?.id ?? null, name: body.username },
        area: 'sessions',
        action: 'sign-in-failed',
        entityId: found?.id ?? null,
        address,
      }),
    );
    throw fieldError('username', INVALID_CREDENTIALS_MESSAGE);
  }
  await throttle.recordSuccess(body.username);
  const { password_hash: _hash, ...user } = found;
  const sessionId = await db.transaction().execute(async (trx) => {
    const created = await createSession(trx, user.id);
    await recordAudit(trx, { actor: user, area: 'sessions', action: 'sign-in', entityId: user.id, address });
    return created;
  });
  return { user, sessionId };
}
