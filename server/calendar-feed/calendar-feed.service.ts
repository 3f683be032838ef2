import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { newSecretToken } from '../auth/secret-token.js';
import { inTransaction, type WriteDeps } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import { deleteFeedToken, replaceFeedToken } from './calendar-feed.repository.js';

export const feedPath = (token: string) => `/api/calendar-feed/${token}.ics`;

/** A new secret feed URL for the caller; any earlier one stops working. The token is never audited. */
export async function createFeed(deps: WriteDeps, actor: AuthUser): Promise<string> {
  const { token, hash } = newSecretToken();
  await inTransaction(deps, async (trx) => {
    await replaceFeedToken(trx, actor.id, hash);
    await recordAudit(trx, {
      actor,
      area: 'calendar-feed',
      action: 'create',
      entityId: actor.id,
      before: null,
      after: { user_id: actor.id },
    });
  });
  return feedPath(token);
}

export async function revokeFeed(deps: WriteDeps, actor: AuthUser): Promise<void> {
  await inTransaction(deps, async (trx) => {
    if (!(await deleteFeedToken(trx, actor.id))) throw notFound('You have no calendar feed.');
    await recordAudit(trx, {
      actor,
      area: 'calendar-feed',
      action: 'revoke',
      entityId: actor.id,
      before: { user_id: actor.id },
      after: null,
    });
  });
}
