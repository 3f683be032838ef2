import type { SurgeonOrder } from '../../shared/schemas/daily-schedule.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AuthUser } from '../auth/auth-user.js';
import { unprocessable } from '../http/errors.js';
import { bumpRevision } from './day-cache.js';
import type { ServiceDeps } from '../service-deps.js';
import './daily-schedule.changes.js';
import { orderedSurgeons, physiciansByIds, replaceSurgeonOrder } from './surgeon-order.repository.js';
import { inTransaction, recordChange } from '../db/transaction.js';

/**
 * Stores the administrator's column order (active physicians; anyone left out follows by
 * name); every watched day grid is told after the commit.
 */
export async function saveSurgeonOrder(
  deps: ServiceDeps,
  actor: AuthUser,
  surgeonIds: number[],
): Promise<SurgeonOrder> {
  const order = await inTransaction(deps, async (trx) => {
    const found = await physiciansByIds(trx, surgeonIds);
    const active = new Set(found.filter((row) => row.user_status === 1).map((row) => row.id));
    if (!surgeonIds.every((id) => active.has(id)))
      throw unprocessable({ surgeon_ids: ['Only active surgeons can be ordered.'] });
    const before = await orderedSurgeons(trx);
    await replaceSurgeonOrder(trx, surgeonIds, actor.id);
    await bumpRevision(trx);
    const after = { surgeons: await orderedSurgeons(trx) };
    await recordAudit(trx, {
      actor,
      area: 'surgeon-order',
      action: 'save',
      entityId: 'order',
      before: { surgeons: before },
      after,
    });
    recordChange(trx, { kind: 'surgeon-order', order: after });
    return after;
  });
  return order;
}
