import { WRONG_CURRENT_PASSWORD_MESSAGE, type ChangeOwnPasswordBody } from '../../shared/schemas/auth.js';
import { recordAudit } from '../audit/audit.repository.js';
import { removeSubscriptionsOfUser } from '../push/push-subscriptions.repository.js';
import { inTransaction } from '../db/transaction.js';
import { fieldError, notFound, tooManyRequests } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import { findUser, findUserForLogin, setPasswordHash } from '../users/users.repository.js';
import type { AuthUser } from './auth-user.js';
import type { LoginThrottle, SignInOrigin } from './login-throttle.js';
import { passwordGate } from './password-gate.js';
import { assertPasswordAllowed } from './password-policy.js';
import { hashPassword, verifyPassword } from './password.js';
import { revokeOtherSessions } from './sessions.repository.js';

/**
 * A person changes their own password: the current one is checked like a sign-in (counted
 * by the throttle first, so a borrowed session cannot guess it quickly), the new one meets the
 * policy, and every other session of theirs ends; this one stays.
 */
export async function changeOwnPassword(
  deps: ServiceDeps,
  throttle: LoginThrottle,
  actor: AuthUser,
  body: ChangeOwnPasswordBody,
  originOf: (username: string) => SignInOrigin,
): Promise<void> {
  const { db } = deps;
  const before = await findUser(db, actor.id);
  if (!before) throw notFound('User not found.');
  assertPasswordAllowed(body.password, before);
  passwordGate.assertRoom();
  const origin = originOf(before.username);
  const { waitMs, lane } = await throttle.reserve(before.username, origin);
  if (waitMs > 0) {
    throw tooManyRequests('Too many attempts. Please try again later.', Math.ceil(waitMs / 1_000));
  }
  const stored = await findUserForLogin(db, before.username);
  if (!stored || !(await verifyPassword(body.current_password, stored.password_hash))) {
    throw fieldError('current_password', WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  await throttle.succeeded(before.username, origin, lane);
  const passwordHash = await hashPassword(body.password);
  const ended = await inTransaction(deps, async (trx) => {
    await setPasswordHash(trx, actor.id, passwordHash);
    const ended = await revokeOtherSessions(trx, actor.id, actor.sessionId);
    await removeSubscriptionsOfUser(trx, actor.id);
    await recordAudit(trx, {
      actor,
      area: 'users',
      action: 'update',
      entityId: actor.id,
      before,
      after: { ...before, password_changed: true, sessions_ended: ended.length > 0 },
    });
    return ended;
  });
  for (const sessionId of ended) deps.publisher.endSessions({ sessionId }, 'logout');
}
