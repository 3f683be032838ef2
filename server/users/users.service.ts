import type { CreateUserBody, UpdateUserBody, UserRecord } from '../../shared/schemas/users.js';
import { Role } from '../../shared/roles.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { hashPassword } from '../auth/password.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { revokeOtherSessions, revokeUserSessions } from '../auth/sessions.repository.js';
import type { Db } from '../db/connect.js';
import { notFound, unprocessable } from '../http/errors.js';
import type { ServiceDeps } from '../service-deps.js';
import './users.changes.js';
import {
  activeUserWithInitial,
  findUser,
  insertUser,
  takenIdentifiers,
  updateUser as updateUserRow,
} from './users.repository.js';
import { removeSubscriptionsOfUser } from '../push/push-subscriptions.repository.js';
import { inTransaction, recordChange } from '../db/transaction.js';
import { insertStamp, updateStamp } from '../db/stamps.js';

/**
 * Username and email are unique among all users; initials among active ones (every call select,
 * legend and board shows people by them), checked when the saved user is active: on create, edit
 * and reactivation.
 */
async function assertIdentifiersFree(
  db: Db,
  body: { username: string; email: string; initial: string; user_status: number },
  exceptId?: number,
) {
  const taken = await takenIdentifiers(db, body.username, body.email, exceptId);
  const errors: Record<string, string[]> = {};
  if (taken.username) errors.username = ['The username has already been taken.'];
  if (taken.email) errors.email = ['The email has already been taken.'];
  const sharing = body.user_status === 1 ? await activeUserWithInitial(db, body.initial, exceptId) : undefined;
  if (sharing) errors.initial = [`The initial is already used by an active user (${sharing.name}).`];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

export async function createUser(deps: ServiceDeps, actor: AuthUser, body: CreateUserBody): Promise<UserRecord> {
  const { password, ...fields } = body;
  assertPasswordAllowed(password, body);
  const passwordHash = await hashPassword(password);
  return inTransaction(deps, async (trx) => {
    await assertIdentifiersFree(trx, body);
    const id = await insertUser(trx, { ...fields, password_hash: passwordHash, ...insertStamp(trx, actor.id) });
    const created = (await findUser(trx, id))!;
    await recordAudit(trx, { actor, area: 'users', action: 'create', entityId: id, before: null, after: created });
    recordChange(trx, { kind: 'user', user: created });
    return created;
  });
}

export async function updateUser(
  deps: ServiceDeps,
  actor: AuthUser,
  id: number,
  body: UpdateUserBody,
): Promise<UserRecord> {
  if (id === actor.id && body.user_status !== 1) {
    throw unprocessable({ user_status: ['You cannot deactivate your own account.'] });
  }
  if (id === actor.id && body.role !== Role.Administrator) {
    throw unprocessable({ role: ['You cannot remove your own administrator role.'] });
  }
  const { password, ...fields } = body;
  if (password) assertPasswordAllowed(password, body);
  const passwordHash = password ? await hashPassword(password) : undefined;
  const { after, lostAccess, endedOwn } = await inTransaction(deps, async (trx) => {
    const existing = await findUser(trx, id);
    if (!existing) throw notFound('User not found.');
    await assertIdentifiersFree(trx, body, id);
    await updateUserRow(trx, id, {
      ...fields,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      ...updateStamp(trx, actor.id),
    });
    const passwordReset = passwordHash !== undefined && id !== actor.id;
    const lostAccess = body.user_status !== 1 || body.role !== existing.role || passwordReset;
    if (lostAccess) await revokeUserSessions(trx, id);
    // Deactivated, or a new password: none of the person's devices is reached any more.
    if (body.user_status !== 1 || passwordHash !== undefined) await removeSubscriptionsOfUser(trx, id);
    // An administrator who sets their own password keeps only the session they set it from.
    const endedOwn =
      passwordHash !== undefined && id === actor.id ? await revokeOtherSessions(trx, id, actor.sessionId) : [];
    const after = (await findUser(trx, id))!;
    await recordAudit(trx, {
      actor,
      area: 'users',
      action: 'update',
      entityId: id,
      before: existing,
      after: {
        ...after,
        ...(passwordHash ? { password_changed: true } : {}),
        ...(lostAccess || endedOwn.length > 0 ? { sessions_ended: true } : {}),
      },
    });
    recordChange(trx, { kind: 'user', user: after });
    return { after, lostAccess, endedOwn };
  });
  // Ended at once, not queued behind the rooms' projections: a revoked session must not linger.
  const { publisher } = deps;
  if (lostAccess) publisher.endSessions({ userId: id }, after.user_status !== 1 ? 'deactivated' : 'logout');
  for (const sessionId of endedOwn) publisher.endSessions({ sessionId }, 'logout');
  return after;
}
