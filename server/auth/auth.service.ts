import { INVALID_CREDENTIALS_MESSAGE, type LoginBody, type SessionUser } from '../../shared/schemas/auth.js';
import { recordAudit } from '../audit/audit.repository.js';
import { inTransaction, type WriteDeps } from '../db/transaction.js';
import { fieldError, tooManyRequests } from '../http/errors.js';
import { findUserForLogin } from '../users/users.repository.js';
import type { AttemptLane, LoginThrottle, SignInOrigin } from './login-throttle.js';
import { passwordGate } from './password-gate.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { createSession } from './sessions.repository.js';
import type { SignInsInFlight } from './sign-ins-in-flight.js';

/** The spec's message, in minutes; `Retry-After` carries the seconds. */
function tooManyAttempts(retryAfterMs: number) {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return tooManyRequests(
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.ceil(retryAfterMs / 1_000),
  );
}

/**
 * Checks the credentials and opens a session. An address (or a known device: its own lane) has
 * two sign-ins checked at a time (sign-ins-in-flight.ts); each attempt is counted before its
 * password is checked and taken back only when it was right (login-throttle.ts). Wrong
 * username, wrong password and inactive account all get the same answer, after the same
 * password work, so none can be told apart. `origin.device` is the id of a valid device cookie
 * for this username (device-cookie.ts): this browser signed in as this person before.
 */
export async function signIn(
  deps: WriteDeps,
  limits: { throttle: LoginThrottle; inFlight: SignInsInFlight },
  body: LoginBody,
  origin: SignInOrigin,
): Promise<{ user: SessionUser; sessionId: string }> {
  const knownDevice = origin.device !== undefined;
  const leave = await limits.inFlight.enter(knownDevice ? `device:${origin.device}` : origin.address);
  if (!leave) throw tooManyAttempts(1_000);
  try {
    passwordGate.assertRoom(knownDevice); // a busy answer is not an attempt: it counts against no one
    const { waitMs, lane } = await limits.throttle.reserve(body.username, origin);
    if (waitMs > 0) throw tooManyAttempts(waitMs);
    return await checkAndOpen(deps, limits.throttle, body, origin, lane);
  } finally {
    leave();
  }
}

async function checkAndOpen(
  deps: WriteDeps,
  throttle: LoginThrottle,
  body: LoginBody,
  origin: SignInOrigin,
  lane: AttemptLane,
): Promise<{ user: SessionUser; sessionId: string }> {
  const { address } = origin;
  const found = await findUserForLogin(deps.db, body.username);
  const stored = found?.password_hash ?? (await decoyPasswordHash());
  const passwordMatches = await verifyPassword(body.password, stored, origin.device !== undefined);
  if (!found || !passwordMatches || found.user_status !== 1) {
    await inTransaction(deps, (trx) =>
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
  await throttle.succeeded(body.username, origin, lane);
  const { password_hash: _hash, ...user } = found;
  const sessionId = await inTransaction(deps, async (trx) => {
    const created = await createSession(trx, user.id);
    await recordAudit(trx, { actor: user, area: 'sessions', action: 'sign-in', entityId: user.id, address });
    return created;
  });
  return { user, sessionId };
}
