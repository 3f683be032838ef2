import { recordAudit } from '../audit/audit.repository.js';
import { inTransaction, type WriteDeps } from '../db/transaction.js';
import type { AuthUser } from './auth-user.js';
import { findLiveSession, revokeSession, touchSession } from './sessions.repository.js';

/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

export type SessionCheck = { ok: true; user: AuthUser } | { ok: false; reason: 'revoked' | 'expired' | 'inactive' };

/**
 * Is this session still good? Revoked (logout, deactivation), idle for longer than the idle
 * limit, or belonging to an inactive user: refused. `touch` marks it used now.
 */
export async function checkSession(
  deps: WriteDeps,
  sessionId: string,
  idleMs: number,
  options: { touch: boolean; now?: Date } = { touch: true },
): Promise<SessionCheck> {
  const now = options.now ?? new Date();
  const { db } = deps;
  const session = await findLiveSession(db, sessionId);
  if (!session) return { ok: false, reason: 'revoked' };
  if (session.user_status !== 1) return { ok: false, reason: 'inactive' };
  const idleFor = now.getTime() - Date.parse(session.last_seen_at);
  if (idleFor > idleMs) {
    // The session ends and its audit entry is written together, or neither is; of two requests
    // racing on the same idle session only the one that revoked it records the end.
    await inTransaction(deps, async (trx) => {
      if (!(await revokeSession(trx, sessionId, now))) return;
      await recordAudit(trx, {
        actor: { id: session.id, name: session.name },
        area: 'sessions',
        action: 'session-ended',
        entityId: session.id,
        after: { reason: 'idle' },
      });
    });
    return { ok: false, reason: 'expired' };
  }
  if (options.touch && idleFor > TOUCH_INTERVAL_MS) await touchSession(db, sessionId, now);
  return { ok: true, user: { id: session.id, name: session.name, role: session.role, sessionId } };
}
